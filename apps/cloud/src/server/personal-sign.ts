import { getAddress, verifyMessage } from 'ethers';

/**
 * True when `signature` is a personal_sign (EIP-191) signature of `message` by `address`. A
 * malformed signature or address is simply not a match.
 */
export function isPersonalSignatureOf(
  message: string,
  signature: string,
  address: string,
): boolean {
  try {
    return getAddress(verifyMessage(message, signature)) === getAddress(address);
  } catch {
    return false;
  }
}
