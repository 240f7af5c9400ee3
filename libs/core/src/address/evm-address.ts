import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { ValidationError } from '../errors/errors';
import { EIP155_NAMESPACE } from '../networks/evm-networks';
import { evmAddressHex, provideEvmChecksum } from './evm-address-rule';

// The EIP-55 code with its keccak, out of the first load (issue 22): EVM_PROFILE's rule
// (evm-address-rule.ts) loads this file on first need; what imports it statically
// (@kit/core/address, the sign-in codec) hands it to that rule with installEvmChecksum.

/**
 * True for an EVM address. A mixed-case address must carry a valid EIP-55 checksum, because mixed
 * case is how a checksum is written: a typo there must not pass. All-lower and all-upper carry none.
 */
export function isEvmAddress(value: unknown): value is string {
  const hex = evmAddressHex(value);
  if (hex === undefined) return false;
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return checksumHex(hex) === hex;
}

/** The EIP-55 checksummed `0x` form; throws a ValidationError 'Invalid eip155 address'. */
export function toChecksumAddress(address: string): `0x${string}` {
  const hex = evmAddressHex(address);
  if (hex === undefined || !isEvmAddress(address)) {
    throw new ValidationError('INVALID_ADDRESS', { namespace: EIP155_NAMESPACE });
  }
  return `0x${checksumHex(hex)}`;
}

/**
 * Gives EVM_PROFILE's address rule this file's checksum now, for code that answers address
 * questions synchronously without a Kit that loads it first (isValidAddress, the sign-in codec).
 * @internal
 */
export function installEvmChecksum(): void {
  provideEvmChecksum({ isEvmAddress, toChecksumAddress });
}

/** EIP-55: upper-case each letter whose nibble in keccak256(lower-case hex) is 8 or more. */
function checksumHex(hex: string): string {
  const lower = hex.toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let result = '';
  for (let i = 0; i < lower.length; i += 1) {
    const char = lower.charAt(i);
    result += parseInt(hash.charAt(i), 16) >= 8 ? char.toUpperCase() : char;
  }
  return result;
}
