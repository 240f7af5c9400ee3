import { startCloud, type Cloud } from '@kit/cloud';
import {
  createMemoryBackend,
  EVM_PROFILE,
  NamespaceProfileRegistry,
  SOLANA_PROFILE,
  STORAGE_KEYS,
} from '@kit/core';
import { createSiwxMessage } from '@kit/core/siwx';
import { Wallet } from 'ethers';
import { createCloudSiwxConfig } from './cloud-siwx-config';

let cloud: Cloud;
const wallet = Wallet.createRandom();
const CHAIN = 'eip155:31337' as const;

beforeAll(async () => {
  cloud = await startCloud();
});

afterAll(async () => {
  await cloud.stop();
});

describe('createCloudSiwxConfig against apps/cloud', () => {
  const make = (storage = createMemoryBackend()) =>
    createCloudSiwxConfig({ url: cloud.url, projectId: 'kit-local', storage });

  async function signIn(
    config: ReturnType<typeof make>,
    signer: { signMessage(message: string): Promise<string> } = wallet,
  ) {
    const data = await config.createMessage({ accountAddress: wallet.address, chainId: CHAIN });
    const message = createSiwxMessage(data);
    await config.addSession({ data, message, signature: await signer.signMessage(message) });
  }

  it('has the service verify a session, finds it again after a reload, and signs out', async () => {
    const storage = createMemoryBackend();
    const config = make(storage);
    await signIn(config);
    expect(storage.entries()[STORAGE_KEYS.SIWX_NONCE_TOKEN]).toBeUndefined();
    expect(storage.entries()[STORAGE_KEYS.SIWX_AUTH_TOKEN]).toMatch(/^"[0-9a-f]{64}"$/);
    const reloaded = make(storage);
    const [session] = await reloaded.getSessions(CHAIN, wallet.address.toLowerCase());
    expect(session?.data.accountAddress).toBe(wallet.address);
    await expect(reloaded.getSessions('eip155:1', wallet.address)).resolves.toEqual([]);
    await reloaded.setSessions([]);
    expect(storage.entries()[STORAGE_KEYS.SIWX_AUTH_TOKEN]).toBeUndefined();
    // The token is revoked on the service too, not just forgotten here.
    await expect(make(storage).getSessions(CHAIN, wallet.address)).resolves.toEqual([]);
  });

  it("checks the service's sessions by the namespace profiles Kit binds", async () => {
    const storage = createMemoryBackend();
    await signIn(make(storage));
    // Kit binds its adapters' profiles: a session of a namespace they do not serve is not one.
    const solanaOnly = make(storage);
    solanaOnly.bindNamespaceProfiles?.(new NamespaceProfileRegistry([SOLANA_PROFILE]));
    await expect(solanaOnly.getSessions(CHAIN, wallet.address)).resolves.toEqual([]);
    const withEvm = make(storage);
    withEvm.bindNamespaceProfiles?.(new NamespaceProfileRegistry([EVM_PROFILE, SOLANA_PROFILE]));
    await expect(withEvm.getSessions(CHAIN, wallet.address)).resolves.toHaveLength(1);
  });

  it('keeps the first auth token for later sign-ins and revokes one account at a time', async () => {
    const storage = createMemoryBackend();
    const config = make(storage);
    await signIn(config);
    const token = storage.entries()[STORAGE_KEYS.SIWX_AUTH_TOKEN];
    await signIn(config);
    expect(storage.entries()[STORAGE_KEYS.SIWX_AUTH_TOKEN]).toBe(token);
    await config.revokeSession(CHAIN, wallet.address);
    await expect(config.getSessions(CHAIN, wallet.address)).resolves.toEqual([]);
  });

  it('rejects a signature the service cannot verify and stores no token', async () => {
    const storage = createMemoryBackend();
    await expect(signIn(make(storage), Wallet.createRandom())).rejects.toMatchObject({
      serverReason: 'The sign-in signature could not be verified',
    });
    expect(storage.entries()[STORAGE_KEYS.SIWX_AUTH_TOKEN]).toBeUndefined();
  });

  it('refuses to import sessions it did not verify', async () => {
    await expect(
      make().setSessions([{ data: {} as never, message: '', signature: '' }]),
    ).rejects.toMatchObject({ code: 'SIWX_SESSION_INVALID' });
  });
});
