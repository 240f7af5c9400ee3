import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { ValidationError } from '../errors/errors';
import { EIP155_NAMESPACE } from '../networks/evm-networks';

// Spec §5: 0x plus 40 hex characters, the 0x being optional. Only a lower-case 0x: '0X' is no
// EVM convention, and accepting it would give one account two spellings.
const EVM_ADDRESS_PATTERN = /^(?:0x)?([0-9a-fA-F]{40})$/;

/**
 * True for an EVM address. A mixed-case address must carry a valid EIP-55 checksum, because mixed
 * case is how a checksum is written: a typo there must not pass. All-lower and all-upper carry none.
 */
export function isEvmAddress(value: unknown): value is string {
  const hex = addressHex(value);
  if (hex === undefined) return false;
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return checksumHex(hex) === hex;
}

/** The EIP-55 checksummed `0x` form; throws a ValidationError 'Invalid eip155 address'. */
export function toChecksumAddress(address: string): `0x${string}` {
  const hex = addressHex(address);
  if (hex === undefined || !isEvmAddress(address)) {
    throw new ValidationError('INVALID_ADDRESS', { namespace: EIP155_NAMESPACE });
  }
  return `0x${checksumHex(hex)}`;
}

function addressHex(value: unknown): string | undefined {
  return typeof value === 'string' ? EVM_ADDRESS_PATTERN.exec(value)?.[1] : undefined;
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
