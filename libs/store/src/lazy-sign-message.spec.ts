import { createMemoryBackend, mainnet, type KitLogger } from '@kit/core';
import { ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import { createKit, type Kit } from './create-kit';

// kit.signMessage()'s code loads on its first call (issue 22). Here its chunk fails to load while
// `mockChunkUnreachable` is set, as a dynamic import does when the network drops; jest runs the
// factory again on the next import, as a browser fetches the chunk again.
let mockChunkUnreachable = false;
let mockChunkLoads = 0;
jest.mock('./lazy-sagas/sign-message.chunk', () => {
  if (mockChunkUnreachable) {
    throw new TypeError('Failed to fetch dynamically imported module: sign-message.js');
  }
  mockChunkLoads += 1;
  return jest.requireActual('./lazy-sagas/sign-message.chunk');
});

const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };
let kit: Kit;

beforeEach(() => {
  jest.resetModules();
  mockChunkLoads = 0;
  kit = createKit({
    networks: [mainnet],
    adapters: [new ScriptedAdapter()],
    storage: createMemoryBackend(),
    logger: silentLogger,
  });
});

afterEach(async () => {
  mockChunkUnreachable = false;
  await kit.destroy();
});

describe('kit.signMessage, whose code loads on the first call', () => {
  it('loads nothing with the page, and runs its checks once the code is in', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mockChunkLoads).toBe(0);
    await expect(kit.signMessage({ message: '' })).rejects.toMatchObject({
      code: 'SIGN_MESSAGE_REQUIRED',
      shortMessage: 'A message to sign is required',
    });
    expect(mockChunkLoads).toBe(1);
  });

  it("fails with the spec's sign-message error when the code does not arrive, and loads it on the next call", async () => {
    mockChunkUnreachable = true;
    const failed = kit.signMessage({ message: 'Hello Kit' });
    await expect(failed).rejects.toMatchObject({
      code: 'SIGN_MESSAGE_FAILED',
      shortMessage: 'WagmiAdapter:signMessage - Sign message failed',
    });
    await expect(failed).rejects.toHaveProperty('cause', expect.any(TypeError));

    mockChunkUnreachable = false;
    await expect(kit.signMessage({ message: 'Hello Kit' })).rejects.toMatchObject({
      code: 'PROVIDER_NOT_FOUND',
    });
    expect(mockChunkLoads).toBe(1);
  });
});
