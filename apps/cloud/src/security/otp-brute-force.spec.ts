import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Cloud } from '../start-cloud';
import { cloudsOnDir, mailedCode, secureApi, wrongCode } from './secure-site-client.spec-helper';

// Finding 3 of issue 17: each new code (one per 30 s) reset the attempt counter, nothing limited
// an inbox or a client across codes, and the attempts lived in memory, so a restart forgave them.
// The clock is the cloud's (moved by the test past the 30 s cooldowns), never the wall's.

jest.setTimeout(30_000);

const COOLDOWN_MS = 30_000;
let dir: string;
let time: number;
const clouds = cloudsOnDir(
  () => dir,
  () => time,
);
const { start } = clouds;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kit-otp-brute-'));
  time = 1_700_000_000_000;
});

afterEach(async () => {
  await clouds.stopAll();
  rmSync(dir, { recursive: true, force: true });
});

/** Sends a code to `email` and guesses wrong `misses` times; answers the code that was sent. */
async function sendAndMiss(cloud: Cloud, email: string, misses: number): Promise<string> {
  const sent = await secureApi(cloud.url, 'email/start', { email });
  expect(sent).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } });
  const code = await mailedCode(cloud.url, email);
  for (let miss = 0; miss < misses; miss += 1) {
    const guess = await secureApi(cloud.url, 'email/verify', { email, otp: wrongCode(code) });
    expect(guess).toEqual({ status: 400, body: { message: 'Invalid or expired code' } });
  }
  return code;
}

const THROTTLED = /^Too many requests\. Please try again after \d+ seconds$/;

describe('secure-site e-mail OTP brute force (issue 17, finding 3)', () => {
  it('keeps counting wrong codes per inbox across new codes: after 10 misses the inbox is locked, a new code included', async () => {
    const cloud = await start();
    const email = 'victim@example.com';
    await sendAndMiss(cloud, email, 5);

    time += COOLDOWN_MS;
    await sendAndMiss(cloud, email, 5);

    // Ten misses on the inbox: no third code, and no guess is even checked.
    time += COOLDOWN_MS;
    const third = await secureApi(cloud.url, 'email/start', { email });
    expect(third.status).toBe(429);
    expect(third.body['message']).toMatch(THROTTLED);
    const guess = await secureApi(cloud.url, 'email/verify', { email, otp: '123456' });
    expect(guess.status).toBe(429);

    // The lock ends with its window (an hour), and the owner gets in again.
    time += 60 * 60_000;
    await sendAndMiss(cloud, email, 0);
    const otp = await mailedCode(cloud.url, email);
    expect((await secureApi(cloud.url, 'email/verify', { email, otp })).status).toBe(200);
  });

  it('keeps a code killed by 5 misses dead across a restart on the same data dir', async () => {
    let cloud = await start();
    const dead = await sendAndMiss(cloud, 'a@example.com', 5);
    await cloud.stop();

    cloud = await start();
    expect(
      await secureApi(cloud.url, 'email/verify', { email: 'a@example.com', otp: dead }),
    ).toEqual({ status: 400, body: { message: 'Invalid or expired code' } });
  });

  it('keeps a locked inbox locked across a restart, its right code included', async () => {
    let cloud = await start();
    await sendAndMiss(cloud, 'b@example.com', 5);
    time += COOLDOWN_MS;
    const locked = await sendAndMiss(cloud, 'b@example.com', 5);
    await cloud.stop();

    cloud = await start();
    const guess = await secureApi(cloud.url, 'email/verify', {
      email: 'b@example.com',
      otp: locked,
    });
    expect(guess.status).toBe(429);
    expect(guess.body['message']).toMatch(THROTTLED);
  });

  it('throttles a client that misses across many inboxes', async () => {
    const cloud = await start();
    // 30 misses over six inboxes: each inbox stays under its own limit.
    for (let inbox = 0; inbox < 6; inbox += 1)
      await sendAndMiss(cloud, `spray-${inbox}@example.com`, 5);
    const next = await secureApi(cloud.url, 'email/start', { email: 'spray-6@example.com' });
    expect(next.status).toBe(429);
    expect(next.body['message']).toMatch(THROTTLED);
  });

  it('locks the inbox at the configured limit (otpLimits)', async () => {
    const cloud = await start({ otpLimits: { inbox: { maxFailures: 3, windowMs: 60_000 } } });
    const email = 'short@example.com';
    await sendAndMiss(cloud, email, 3);
    time += COOLDOWN_MS;
    const sent = await secureApi(cloud.url, 'email/start', { email });
    expect(sent.status).toBe(429);
  });
});
