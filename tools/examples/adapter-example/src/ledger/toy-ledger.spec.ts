import { ed25519 } from '@noble/curves/ed25519';
import { bytesToHex } from '@noble/hashes/utils';
import { createToyWallet } from '../wallet/toy-wallet';
import { ToyLedger } from './toy-ledger';
import { transferBytes, type ToyTransfer } from './toy-protocol';

const alice = createToyWallet(bytesToHex(ed25519.utils.randomPrivateKey()));
const bob = createToyWallet(bytesToHex(ed25519.utils.randomPrivateKey()));

beforeAll(() => Promise.all([alice.connect(), bob.connect()]));

async function signedBy(wallet: typeof alice, transfer: ToyTransfer) {
  return { ...transfer, signature: await wallet.signTransfer(transfer) };
}

describe('the toy ledger', () => {
  const transfer = (nonce: number, amount = '1500000'): ToyTransfer => ({
    chain: 'devnet',
    from: alice.address,
    to: bob.address,
    amount,
    nonce,
  });

  it('applies a transfer its sender signed, and moves the amount', async () => {
    const ledger = new ToyLedger('devnet', { [alice.address]: 5_000_000n });
    const hash = ledger.apply(await signedBy(alice, transfer(0)));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(ledger.balanceOf(alice.address)).toBe(3_500_000n);
    expect(ledger.balanceOf(bob.address)).toBe(1_500_000n);
    expect(ledger.nonceOf(alice.address)).toBe(1);
  });

  it('refuses a transfer signed by anyone but its sender, and moves nothing', async () => {
    const ledger = new ToyLedger('devnet', { [alice.address]: 5_000_000n });
    const forged = { ...transfer(0), signature: await bob.signMessage('anything') };
    expect(() => ledger.apply(forged)).toThrow('invalid signature');
    const strangerSigned = {
      ...transfer(0),
      signature: bytesToHex(
        ed25519.sign(transferBytes(transfer(0)), ed25519.utils.randomPrivateKey()),
      ),
    };
    expect(() => ledger.apply(strangerSigned)).toThrow('invalid signature');
    expect(ledger.balanceOf(alice.address)).toBe(5_000_000n);
  });

  it('refuses a replayed transfer, another chain and more than the balance', async () => {
    const ledger = new ToyLedger('devnet', { [alice.address]: 2_000_000n });
    const first = await signedBy(alice, transfer(0));
    ledger.apply(first);
    expect(() => ledger.apply(first)).toThrow('nonce too low');
    const elsewhere = await signedBy(alice, { ...transfer(1), chain: 'mainnet' });
    expect(() => ledger.apply(elsewhere)).toThrow('wrong chain mainnet');
    const tooMuch = await signedBy(alice, transfer(1));
    expect(() => ledger.apply(tooMuch)).toThrow('insufficient funds');
    expect(ledger.balanceOf(alice.address)).toBe(500_000n);
  });
});
