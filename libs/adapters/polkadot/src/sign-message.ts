// signMessage through the extension's signer.signRaw, as polkadot{.js} apps do it.
import type { InjectedSigner } from './injected-web3';
import { adapterError } from './polkadot-errors';

/**
 * Signs the UTF-8 bytes of `message` with `type: 'bytes'`: the extension wraps them in
 * <Bytes>…</Bytes> before signing, so a signed message can never be a valid transaction.
 * Verify with @polkadot/util-crypto's signatureVerify(message, signature, address).
 */
export async function signRawMessage(
  signer: InjectedSigner,
  address: string,
  message: string,
): Promise<string> {
  if (typeof signer.signRaw !== 'function') {
    throw adapterError('SIGN_MESSAGE_FAILED', 'the extension cannot sign raw messages');
  }
  const { signature } = await signer.signRaw({ address, data: utf8ToHex(message), type: 'bytes' });
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) {
    throw adapterError('SIGN_MESSAGE_FAILED', 'the extension returned no signature');
  }
  return signature;
}

function utf8ToHex(text: string): string {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
