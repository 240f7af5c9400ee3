import { randomBytes, verify, createPublicKey } from 'node:crypto';
import { base58 } from '@scure/base';
import { verifyMessage } from 'ethers';
import { isSolanaAddress } from '@kit/core';
import { isEvmAddress } from '@kit/core/address';
import { deriveIdentityKeys } from './identity-keys';

const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

describe('identity keys', () => {
  it('derives the same EVM and Solana keys from the same seed, and others from another', () => {
    const seed = randomBytes(32).toString('hex');
    const a = deriveIdentityKeys(seed);
    const b = deriveIdentityKeys(seed);
    const other = deriveIdentityKeys(randomBytes(32).toString('hex'));
    expect(a.evm.address).toBe(b.evm.address);
    expect(a.solanaAddress).toBe(b.solanaAddress);
    expect(other.evm.address).not.toBe(a.evm.address);
    expect(other.solanaAddress).not.toBe(a.solanaAddress);
    expect(isEvmAddress(a.evm.address)).toBe(true);
    expect(isSolanaAddress(a.solanaAddress)).toBe(true);
  });

  it('signs with keys whose signatures verify against the addresses', async () => {
    const keys = deriveIdentityKeys(randomBytes(32).toString('hex'));
    const signature = await keys.evm.signMessage('hello');
    expect(verifyMessage('hello', signature)).toBe(keys.evm.address);
    const message = new TextEncoder().encode('hello solana');
    const publicKey = createPublicKey({
      key: Buffer.concat([SPKI_PREFIX, Buffer.from(base58.decode(keys.solanaAddress))]),
      format: 'der',
      type: 'spki',
    });
    const solanaSignature = base58.decode(keys.signSolana(message));
    expect(verify(null, message, publicKey, solanaSignature)).toBe(true);
    expect(verify(null, new TextEncoder().encode('tampered'), publicKey, solanaSignature)).toBe(
      false,
    );
  });
});
