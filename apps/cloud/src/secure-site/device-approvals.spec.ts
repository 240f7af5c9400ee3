import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { otpFixtures, TEST_CLIENT } from '../otp/otp-fixtures.spec-helper';
import { DIALECTS, useTestDatabases } from '../server/database/database-harness.spec-helper';
import { LOCAL_PROJECT_ID } from '../projects/cloud-project';
import { hashToken } from '../server/secret-box';
import {
  DEVICE_APPROVAL_EXPIRED,
  DEVICE_APPROVAL_PATH,
  DEVICE_LINK_INVALID,
  DEVICE_NOT_APPROVED,
} from './device-approvals';
import { createSecureService, type SecureService } from './secure-service';
import { SecureStore } from './secure-store';

jest.setTimeout(30_000);

const ORIGIN = 'http://secure.test';
const LAPTOP = 'laptop-device-id-0123456789';
const PHONE = 'phone-device-id-0123456789ab';
const COOLDOWN_MS = 30_000;

// The service over each dialect's database on a clock the tests move (cooldowns, expiry).
describe.each(DIALECTS)('new-device approval of the e-mail login on %s', (dialect) => {
  const databases = useTestDatabases(dialect);
  let time: number;
  let service: SecureService;
  let dir: string;
  let reopenStore: () => Promise<SecureStore>;

  beforeEach(async () => {
    time = 1_700_000_000_000;
    dir = mkdtempSync(path.join(tmpdir(), 'kit-device-'));
    const fixtures = await otpFixtures(dir);
    const test = await databases.open();
    service = await createSecureService({
      database: test.database,
      devnet: undefined,
      box: fixtures.box,
      guard: fixtures.guard('secure'),
      now: () => time,
    });
    // What another instance reads from the database.
    reopenStore = async () => SecureStore.open(await databases.reopen(test), fixtures.box);
  });

  afterEach(async () => {
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const messages = (to: string) => service.messages(to);
  const codeOf = async (to: string) => /(\d{6})/.exec((await messages(to))[0]?.subject ?? '')?.[1];
  const linkOf = async (to: string) =>
    new RegExp(`${ORIGIN}${DEVICE_APPROVAL_PATH}/([\\w-]+) `).exec(
      (await messages(to))[0]?.body ?? '',
    )?.[1];
  const start = (email: string, deviceId?: string) =>
    service.startEmail(email, TEST_CLIENT, { deviceId, origin: ORIGIN });
  const verify = async (email: string, deviceId: string) =>
    service.verifyEmail({
      email,
      otp: await codeOf(email),
      projectId: LOCAL_PROJECT_ID,
      client: TEST_CLIENT,
      deviceId,
    });
  /** Logs `email` in from the laptop (a first login), and moves past the code's cooldown. */
  const firstLogin = async (email: string) => {
    expect(await start(email, LAPTOP)).toEqual({ action: 'VERIFY_OTP' });
    await verify(email, LAPTOP);
    time += COOLDOWN_MS;
  };

  it('asks nothing of a first login and of a device the identity logged in from before', async () => {
    await firstLogin('ann@example.com');
    expect(await start('ann@example.com', LAPTOP)).toEqual({ action: 'VERIFY_OTP' });
    expect(await verify('ann@example.com', LAPTOP)).toEqual({ token: expect.any(String) });
  });

  it('mails a link instead of a code for a new device, sends the code once the link is approved, then knows the device', async () => {
    await firstLogin('bob@example.com');
    const before = (await messages('bob@example.com')).length;
    expect(await start('bob@example.com', PHONE)).toEqual({ action: 'VERIFY_DEVICE' });
    const mail = await messages('bob@example.com');
    expect(mail).toHaveLength(before + 1);
    expect(mail[0]!.subject).toBe('Approve this device for your Kit wallet');
    const link = (await linkOf('bob@example.com'))!;
    expect(link).toMatch(/^[\w-]{43}$/);
    // Waiting: no code yet, and no code is even checked for the phone.
    expect(await service.deviceStatus('bob@example.com', PHONE, TEST_CLIENT)).toEqual({
      action: 'VERIFY_DEVICE',
    });
    await expect(
      service.verifyEmail({
        email: 'bob@example.com',
        otp: '000000',
        projectId: LOCAL_PROJECT_ID,
        client: TEST_CLIENT,
        deviceId: PHONE,
      }),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: DEVICE_NOT_APPROVED,
    });
    // Another device cannot ride on the phone's approval.
    await expect(
      service.deviceStatus('bob@example.com', LAPTOP.replace('laptop', 'tablet'), TEST_CLIENT),
    ).rejects.toMatchObject({ statusCode: 400, message: DEVICE_APPROVAL_EXPIRED });

    await service.approveDevice(link, TEST_CLIENT);
    expect(await service.deviceStatus('bob@example.com', PHONE, TEST_CLIENT)).toEqual({
      action: 'VERIFY_OTP',
    });
    expect(await service.deviceStatus('bob@example.com', PHONE, TEST_CLIENT)).toEqual({
      action: 'VERIFY_OTP',
    });
    const afterApproval = await messages('bob@example.com');
    // One code, however often the frame asks.
    expect(afterApproval).toHaveLength(before + 2);
    expect(afterApproval[0]!.subject).toMatch(/^Your Kit login code is \d{6}$/);
    expect(await verify('bob@example.com', PHONE)).toEqual({ token: expect.any(String) });
    time += COOLDOWN_MS;
    expect(await start('bob@example.com', PHONE)).toEqual({ action: 'VERIFY_OTP' });
  });

  it('sends the code at the first ask past its cooldown when the link was approved inside it', async () => {
    await firstLogin('gus@example.com');
    time -= COOLDOWN_MS; // the laptop's code went just now
    await start('gus@example.com', PHONE);
    await service.approveDevice((await linkOf('gus@example.com'))!, TEST_CLIENT);
    await expect(service.deviceStatus('gus@example.com', PHONE, TEST_CLIENT)).rejects.toMatchObject(
      { statusCode: 429 },
    );
    time += COOLDOWN_MS;
    expect(await service.deviceStatus('gus@example.com', PHONE, TEST_CLIENT)).toEqual({
      action: 'VERIFY_OTP',
    });
    expect(await verify('gus@example.com', PHONE)).toEqual({ token: expect.any(String) });
  });

  it('keeps only the sha256 of the link token, and a link works once', async () => {
    await firstLogin('cat@example.com');
    await start('cat@example.com', PHONE);
    const link = (await linkOf('cat@example.com'))!;
    const other = await reopenStore();
    const stored = await other.deviceApproval('cat@example.com');
    await other.close();
    expect(stored).toMatchObject({ tokenHash: hashToken(link) });
    expect(JSON.stringify(stored)).not.toContain(link);
    await service.approveDevice(link, TEST_CLIENT);
    await expect(service.approveDevice(link, TEST_CLIENT)).rejects.toMatchObject({
      statusCode: 404,
      message: DEVICE_LINK_INVALID,
    });
  });

  it('refuses a link after its 10 minutes, and the frame hears the approval expired', async () => {
    await firstLogin('dan@example.com');
    await start('dan@example.com', PHONE);
    const link = (await linkOf('dan@example.com'))!;
    time += 10 * 60_000;
    await expect(service.approveDevice(link, TEST_CLIENT)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(service.deviceStatus('dan@example.com', PHONE, TEST_CLIENT)).rejects.toMatchObject(
      { statusCode: 400, message: DEVICE_APPROVAL_EXPIRED },
    );
  });

  it('resends the link no sooner than the 30 s cooldown, and a resent link kills the one before', async () => {
    await firstLogin('eve@example.com');
    await start('eve@example.com', PHONE);
    const first = (await linkOf('eve@example.com'))!;
    time += 10_000;
    await expect(start('eve@example.com', PHONE)).rejects.toMatchObject({
      statusCode: 429,
      message: 'Too many requests. Please try again after 20 seconds',
    });
    time += 20_000;
    expect(await start('eve@example.com', PHONE)).toEqual({ action: 'VERIFY_DEVICE' });
    const second = (await linkOf('eve@example.com'))!;
    expect(second).not.toBe(first);
    await expect(service.approveDevice(first, TEST_CLIENT)).rejects.toMatchObject({
      statusCode: 404,
    });
    await service.approveDevice(second, TEST_CLIENT);
  });

  it('locks out a client that guesses links, like wrong codes', async () => {
    let misses = 0;
    for (;;) {
      const error = await service
        .approveDevice(`guess-${misses}`, '10.0.0.9')
        .catch((caught: { statusCode: number }) => caught);
      if ((error as { statusCode: number }).statusCode === 429) break;
      expect(error).toMatchObject({ statusCode: 404 });
      misses += 1;
      expect(misses).toBeLessThanOrEqual(30);
    }
    expect(misses).toBeGreaterThan(0);
    // Another client is not locked out by it.
    await expect(service.approveDevice('guess', TEST_CLIENT)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('refuses an identity that exists without a device id, and a malformed one', async () => {
    await firstLogin('fay@example.com');
    await expect(start('fay@example.com')).rejects.toMatchObject({ statusCode: 400 });
    await expect(start('fay@example.com', 'short')).rejects.toMatchObject({ statusCode: 400 });
  });
});
