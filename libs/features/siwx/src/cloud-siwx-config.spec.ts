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
import { cloudSiwxConfigWith } from './cloud-siwx-config';
import { cloudSiwxService } from './cloud-siwx-service';
import { createCloudSiwxConfig } from './create-cloud-siwx-config';

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

describe('cloudSiwxConfigWith (the stand-in the hosted config is, issue 22)', () => {
  const profiles = new NamespaceProfileRegistry([EVM_PROFILE]);
  const options = () => ({
    url: cloud.url,
    projectId: 'kit-local',
    storage: createMemoryBackend(),
  });

  it('loads its working part on its first call, once, and knows its flags before', async () => {
    const load = jest.fn(() => Promise.resolve(cloudSiwxService));
    const config = cloudSiwxConfigWith(
      { ...options(), required: true, signOutOnDisconnect: false },
      profiles,
      load,
    );
    expect(config.getRequired?.()).toBe(true);
    expect(config.signOutOnDisconnect).toBe(false);
    expect(load).not.toHaveBeenCalled();
    const data = await config.createMessage({ accountAddress: wallet.address, chainId: CHAIN });
    const message = createSiwxMessage(data);
    await config.addSession({ data, message, signature: await wallet.signMessage(message) });
    await expect(config.getSessions(CHAIN, wallet.address)).resolves.toHaveLength(1);
    await expect(
      config.emailCapture?.getEmail({ chainId: CHAIN, address: wallet.address }),
    ).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails a call with AUTH_INIT_FAILED when its part does not load, and loads again on the next', async () => {
    const offline = new Error('Failed to fetch dynamically imported module');
    const load = jest
      .fn<Promise<typeof cloudSiwxService>, []>()
      .mockRejectedValueOnce(offline)
      .mockResolvedValue(cloudSiwxService);
    const config = cloudSiwxConfigWith(options(), profiles, load);
    await expect(config.getSessions(CHAIN, wallet.address)).rejects.toMatchObject({
      code: 'AUTH_INIT_FAILED',
      cause: offline,
    });
    await expect(config.getSessions(CHAIN, wallet.address)).resolves.toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('checks sessions by the profiles bound last, also those bound before its part loaded', async () => {
    const storage = createMemoryBackend();
    await (async () => {
      const config = createCloudSiwxConfig({ url: cloud.url, projectId: 'kit-local', storage });
      const data = await config.createMessage({ accountAddress: wallet.address, chainId: CHAIN });
      const message = createSiwxMessage(data);
      await config.addSession({ data, message, signature: await wallet.signMessage(message) });
    })();
    const config = cloudSiwxConfigWith(
      { url: cloud.url, projectId: 'kit-local', storage },
      profiles,
      () => Promise.resolve(cloudSiwxService),
    );
    config.bindNamespaceProfiles?.(new NamespaceProfileRegistry([SOLANA_PROFILE]));
    await expect(config.getSessions(CHAIN, wallet.address)).resolves.toEqual([]);
    config.bindNamespaceProfiles?.(profiles);
    await expect(config.getSessions(CHAIN, wallet.address)).resolves.toHaveLength(1);
  });
});
