import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devWallet } from '../server/anvil-keys.spec-helper';
import { SqliteCloudDatabase } from '../server/database/sqlite-cloud-database';
import { ReasonError } from '../server/reason-error';
import { createNamesService, type NamesService } from './names-service';
import { REGISTRATION_WINDOW_SECONDS } from './registration-message';

// A pinned clock: the replay window is judged against it, not the machine's time.
const NOW_SECONDS = 1_750_000_000;
const clock = { now: () => NOW_SECONDS * 1000 };
const signer = devWallet(0);

let dataDir: string;
let names: NamesService;

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kit-names-service-'));
  names = await createNamesService(new SqliteCloudDatabase(dataDir), clock);
});

afterEach(async () => {
  await names.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function bodyFor(name: string, timestamp: number) {
  const message = JSON.stringify({ name, attributes: {}, timestamp });
  return {
    coin_type: 0x80000001,
    address: signer.address,
    message,
    signature: await signer.signMessage(message),
  };
}

async function refusal(
  run: () => Promise<unknown>,
): Promise<{ status: number; description: string }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ReasonError)
      return { status: error.statusCode, description: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the registration replay window', () => {
  it('accepts timestamps up to 10 minutes either side of the server clock', async () => {
    const early = await bodyFor('early-edge.kit.id', NOW_SECONDS - REGISTRATION_WINDOW_SECONDS);
    const late = await bodyFor('late-edge.kit.id', NOW_SECONDS + REGISTRATION_WINDOW_SECONDS);
    expect(await names.register(early)).toMatchObject({ registered_at: NOW_SECONDS });
    expect(await names.register(late)).toMatchObject({ updated_at: NOW_SECONDS });
  });

  it('refuses a timestamp one second outside the window, either side', async () => {
    const old = await bodyFor('stale.kit.id', NOW_SECONDS - REGISTRATION_WINDOW_SECONDS - 1);
    const ahead = await bodyFor('ahead.kit.id', NOW_SECONDS + REGISTRATION_WINDOW_SECONDS + 1);
    expect(await refusal(() => names.register(old))).toEqual({
      status: 400,
      description: 'Message expired',
    });
    expect((await refusal(() => names.register(ahead))).description).toMatch(/in the future/);
  });
});
