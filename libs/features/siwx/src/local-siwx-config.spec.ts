import { createMemoryBackend, STORAGE_KEYS, type SiwxSession } from '@kit/core';
import { createSiwxMessage } from '@kit/core/siwx';
import { Wallet } from 'ethers';
import { createLocalSiwxConfig } from './local-siwx-config';
import { createSiwxNonce } from './siwx-nonce';

const wallet = Wallet.createRandom();
const CHAIN = 'eip155:31337' as const;

async function signedSession(config: ReturnType<typeof createLocalSiwxConfig>, signer = wallet) {
  const data = await config.createMessage({ accountAddress: wallet.address, chainId: CHAIN });
  const message = createSiwxMessage(data);
  return { data, message, signature: await signer.signMessage(message) } satisfies SiwxSession;
}

describe('createLocalSiwxConfig', () => {
  const make = (backend = createMemoryBackend(), extra = {}) =>
    createLocalSiwxConfig({
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      storage: backend,
      ...extra,
    });

  it('makes EIP-4361 data with a fresh 16-character nonce, the domain and a 7-day expiry', async () => {
    const config = make();
    const a = await config.createMessage({ accountAddress: wallet.address, chainId: CHAIN });
    const b = await config.createMessage({ accountAddress: wallet.address, chainId: CHAIN });
    expect(a.nonce).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(a.nonce).not.toBe(b.nonce);
    expect(a).toMatchObject({
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      version: '1',
    });
    expect(Date.parse(a.expirationTime ?? '') - Date.parse(a.issuedAt)).toBe(7 * 24 * 3600 * 1000);
  });

  it('stores a verified session and gives it back for its account only', async () => {
    const config = make();
    await config.addSession(await signedSession(config));
    await expect(config.getSessions(CHAIN, wallet.address.toLowerCase())).resolves.toHaveLength(1);
    await expect(config.getSessions('eip155:1', wallet.address)).resolves.toHaveLength(0);
    await config.revokeSession(CHAIN, wallet.address);
    await expect(config.getSessions(CHAIN, wallet.address)).resolves.toHaveLength(0);
  });

  it('accepts a nonce once: replaying the same signed session is refused', async () => {
    const config = make();
    const session = await signedSession(config);
    await config.addSession(session);
    await expect(config.addSession(session)).rejects.toMatchObject({
      code: 'SIWX_SESSION_INVALID',
    });
  });

  it('refuses a message made for another domain, or signed by another key', async () => {
    const backend = createMemoryBackend();
    const other = createLocalSiwxConfig({
      domain: 'evil.example.com',
      uri: 'https://evil.example.com',
      storage: backend,
    });
    const session = await signedSession(other);
    await expect(make(backend).addSession(session)).rejects.toMatchObject({
      code: 'SIWX_SESSION_INVALID',
    });
    const config = make();
    await expect(
      config.addSession(await signedSession(config, Wallet.createRandom())),
    ).rejects.toMatchObject({
      code: 'SIWX_SESSION_INVALID',
    });
  });

  it('ignores corrupt or forged stored sessions', async () => {
    const backend = createMemoryBackend();
    const config = make(backend);
    const session = await signedSession(config);
    await config.addSession(session);
    const forged = [{ ...session, data: { ...session.data, nonce: 'forged123' } }];
    backend.setItem(STORAGE_KEYS.SIWX_AUTH_TOKEN, JSON.stringify(forged));
    await expect(config.getSessions(CHAIN, wallet.address)).resolves.toEqual([]);
    backend.setItem(STORAGE_KEYS.SIWX_AUTH_TOKEN, '{not json');
    await expect(config.getSessions(CHAIN, wallet.address)).resolves.toEqual([]);
  });

  it('setSessions([]) signs out everywhere', async () => {
    const backend = createMemoryBackend();
    const config = make(backend);
    await config.addSession(await signedSession(config));
    await config.setSessions([]);
    expect(backend.entries()[STORAGE_KEYS.SIWX_AUTH_TOKEN]).toBeUndefined();
  });
});

describe('createSiwxNonce', () => {
  it('draws letters and digits only, of the asked length', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const nonce = createSiwxNonce(12);
      expect(nonce).toMatch(/^[A-Za-z0-9]{12}$/);
      seen.add(nonce);
    }
    expect(seen.size).toBe(200);
  });
});
