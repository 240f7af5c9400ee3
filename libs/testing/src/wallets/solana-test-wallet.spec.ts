// The Solana test wallet's own behaviour: authorisation, rejections, events, signatures, and the
// Wallet Standard registration protocol in both orders (the chain itself is exercised in
// libs/store/src/solana.integration.spec.ts).
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { JSDOM } from 'jsdom';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { solanaDevAccountKeypair } from '../devnet/solana/solana-keys';
import { createSolanaTestWallet } from './solana-test-wallet';
import type { SolanaTestWallet } from './solana-test-wallet';
import { registerWalletStandard } from './wallet-standard-register';

const keys = [solanaDevAccountKeypair(1), solanaDevAccountKeypair(2)];

function wallet(): SolanaTestWallet {
  return createSolanaTestWallet({
    secretKeys: keys.map((key) => base58.encode(key.secretKey)),
    chains: [{ id: 'solana:localnet', rpcUrl: 'http://127.0.0.1:1' }],
  });
}

type Features = {
  'standard:connect': {
    connect(input?: { silent?: boolean }): Promise<{ accounts: WalletAccount[] }>;
  };
  'standard:disconnect': { disconnect(): Promise<void> };
  'standard:events': {
    on(event: 'change', listener: (p: { accounts?: WalletAccount[] }) => void): () => void;
  };
  'solana:signMessage': {
    signMessage(input: {
      account: WalletAccount;
      message: Uint8Array;
    }): Promise<Array<{ signature: Uint8Array }>>;
  };
};
const features = (subject: Wallet) => subject.features as unknown as Features;

describe('the Solana test wallet', () => {
  it('exposes no account until connected, and a silent connect does not authorise', async () => {
    const subject = wallet();
    expect(subject.accounts).toEqual([]);
    expect(
      (await features(subject)['standard:connect'].connect({ silent: true })).accounts,
    ).toEqual([]);
    const { accounts } = await features(subject)['standard:connect'].connect();
    expect(accounts.map((account) => account.address)).toEqual([keys[0]!.publicKey.toBase58()]);
    expect(
      (await features(subject)['standard:connect'].connect({ silent: true })).accounts,
    ).toHaveLength(1);
    expect(subject.calls).toEqual([
      { method: 'standard:connect', silent: true },
      { method: 'standard:connect', silent: false },
      { method: 'standard:connect', silent: true },
    ]);
  });

  it('rejects the next prompt with 4001 "User rejected the request."', async () => {
    const subject = wallet();
    subject.rejectNext('standard:connect');
    await expect(features(subject)['standard:connect'].connect()).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    });
    expect(subject.authorized).toBe(false);
    await features(subject)['standard:connect'].connect();
    expect(subject.authorized).toBe(true);
    subject.setRejectAll(true);
    const [account] = subject.accounts;
    await expect(
      features(subject)['solana:signMessage'].signMessage({
        account: account!,
        message: new Uint8Array([1]),
      }),
    ).rejects.toMatchObject({ code: 4001 });
  });

  it('signs messages with the exposed account only', async () => {
    const subject = wallet();
    const [account] = (await features(subject)['standard:connect'].connect()).accounts;
    const message = new TextEncoder().encode('Hello Kit');
    const [output] = await features(subject)['solana:signMessage'].signMessage({
      account: account!,
      message,
    });
    expect(ed25519.verify(output!.signature, message, keys[0]!.publicKey.toBytes())).toBe(true);
    const stranger = { ...account!, address: keys[1]!.publicKey.toBase58() };
    await expect(
      features(subject)['solana:signMessage'].signMessage({ account: stranger, message }),
    ).rejects.toMatchObject({ code: 4100 });
  });

  it('emits change events on account switch, lock and disconnect', async () => {
    const subject = wallet();
    const seen: Array<string[] | undefined> = [];
    features(subject)['standard:events'].on('change', ({ accounts }) =>
      seen.push(accounts?.map((account) => account.address)),
    );
    await features(subject)['standard:connect'].connect();
    subject.emitAccountsChanged(1);
    subject.emitAccountsChanged(null);
    await features(subject)['standard:disconnect'].disconnect();
    expect(seen).toEqual([
      [keys[0]!.publicKey.toBase58()],
      [keys[1]!.publicKey.toBase58()],
      [],
      [],
    ]);
  });

  it('registers with apps listening already and with apps that start later, and unregisters', () => {
    const window = new JSDOM('<!doctype html>').window;
    const registered: Wallet[] = [];
    let unregistered = 0;
    const api = {
      register: (candidate: Wallet) => {
        registered.push(candidate);
        return () => void unregistered++;
      },
    };
    window.addEventListener('wallet-standard:register-wallet', (event) =>
      (event as CustomEvent<(a: typeof api) => void>).detail(api),
    );
    const subject = wallet();
    const unregister = registerWalletStandard(window as unknown as Window, subject);
    window.dispatchEvent(new window.CustomEvent('wallet-standard:app-ready', { detail: api }));
    expect(registered).toEqual([subject, subject]);
    unregister();
    expect(unregistered).toBe(2);
  });
});
