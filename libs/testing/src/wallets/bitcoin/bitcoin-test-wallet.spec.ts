import { regtestAccount } from '../../devnet/bitcoin/regtest-accounts';
import { createBitcoinTestWallet } from './bitcoin-test-wallet';

describe('createBitcoinTestWallet', () => {
  const account = regtestAccount(3);
  const wallet = () => createBitcoinTestWallet({ privateKey: account.privateKey });

  it('shares only the requested purposes, and nothing through getAccounts before that', async () => {
    const subject = wallet();
    expect(await subject.getAccounts()).toEqual([]);
    expect(await subject.requestAccounts({ purposes: ['ordinals'] })).toEqual([
      {
        address: account.ordinalsAddress,
        publicKey: account.ordinalsPublicKey,
        purpose: 'ordinals',
        addressType: 'p2tr',
      },
    ]);
    expect(await subject.getAccounts()).toHaveLength(2);
    expect(await subject.getNetwork()).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328');
  });

  it('refuses to sign before the site is authorised (4100) and for addresses it does not hold', async () => {
    const subject = wallet();
    const message = { address: account.paymentAddress, message: 'm', protocol: 'bip322' as const };
    await expect(subject.signMessage(message)).rejects.toMatchObject({ code: 4100 });
    await subject.requestAccounts({ purposes: ['payment'] });
    await expect(
      subject.signMessage({ ...message, address: regtestAccount(0).paymentAddress }),
    ).rejects.toMatchObject({ code: -32602 });
    await expect(
      subject.signPsbt({ psbt: 'not a psbt', signInputs: {}, broadcast: false }),
    ).rejects.toMatchObject({ code: -32602, message: 'not a PSBT' });
  });

  it('rejects the targeted prompt once with rejectNext, and always with setRejected', async () => {
    const subject = wallet();
    subject.rejectNext('signMessage');
    await expect(subject.requestAccounts({ purposes: ['payment'] })).resolves.toHaveLength(1);
    const message = { address: account.paymentAddress, message: 'm', protocol: 'bip322' as const };
    await expect(subject.signMessage(message)).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    });
    await expect(subject.signMessage(message)).resolves.toEqual({ signature: expect.any(String) });
    subject.setRejected(['requestAccounts']);
    await expect(subject.requestAccounts({ purposes: ['payment'] })).rejects.toMatchObject({
      code: 4001,
    });
    await expect(subject.requestAccounts({ purposes: ['payment'] })).rejects.toMatchObject({
      code: 4001,
    });
  });

  it('emits events to listeners until they are removed', async () => {
    const subject = wallet();
    const seen: unknown[] = [];
    const listener = (...args: unknown[]) => seen.push(args);
    subject.on('networkChanged', listener);
    subject.emitNetworkChanged('bip122:000000000933ea01ad0ee984209779ba');
    subject.removeListener('networkChanged', listener);
    subject.emitNetworkChanged('bip122:0f9188f13cb7b2c71f2a335e3a4fc328');
    expect(seen).toEqual([['bip122:000000000933ea01ad0ee984209779ba']]);
    expect(await subject.getNetwork()).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328');
  });
});
