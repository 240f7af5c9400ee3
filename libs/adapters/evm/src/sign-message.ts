// personal_sign (EIP-191) through the connected wallet.
import { loadEvmChecksum } from '@kit/core';
import { walletRequest } from './eip1193';
import { isHexData, utf8ToHex } from './hex';
import type { Eip1193Provider } from './eip1193';
import { adapterError } from './evm-errors';

/**
 * Signs `message` with personal_sign `[hex(utf8(message)), address]`. The message is always sent
 * hex-encoded, so a text that happens to look like hex ('0x1234') is signed as the text the
 * visitor saw, not as the bytes it spells.
 */
export async function personalSign(
  provider: Eip1193Provider,
  address: string,
  message: string,
): Promise<string> {
  const { toChecksumAddress } = await loadEvmChecksum();
  const signature = await walletRequest(provider, 'personal_sign', [
    utf8ToHex(message),
    toChecksumAddress(address),
  ]);
  if (typeof signature !== 'string' || !isHexData(signature) || signature.length < 4) {
    throw adapterError(
      'SIGN_MESSAGE_FAILED',
      `personal_sign returned ${JSON.stringify(signature)}`,
    );
  }
  return signature;
}
