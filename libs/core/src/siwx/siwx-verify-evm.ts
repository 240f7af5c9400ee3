import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import type { RpcClient } from '../adapter/chain-adapter';
import { isKitError } from '../errors/kit-error';

// ERC-1271: isValidSignature(bytes32,bytes) returns this selector when the signature is valid.
const ERC1271_MAGIC_VALUE = '1626ba7e';
const HEX_SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/;

/** EIP-191 version 0x45: keccak256("\x19Ethereum Signed Message:\n" + byte length + message). */
export function hashEip191Message(message: string): Uint8Array {
  const bytes = utf8ToBytes(message);
  return keccak_256(
    concatBytes(utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`), bytes),
  );
}

/**
 * The address that signed `hash` with a 65-byte `r || s || v` signature (v 27/28 or 0/1), or
 * undefined when the signature is not one.
 */
export function recoverEvmAddress(hash: Uint8Array, signature: string): string | undefined {
  if (!HEX_SIGNATURE.test(signature)) return undefined;
  const bytes = hexToBytes(signature.slice(2));
  if (bytes.length !== 65) return undefined;
  const v = bytes[64] ?? 0;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return undefined;
  try {
    const publicKey = secp256k1.Signature.fromCompact(bytes.subarray(0, 64))
      .addRecoveryBit(recovery)
      .recoverPublicKey(hash)
      .toRawBytes(false);
    return `0x${bytesToHex(keccak_256(publicKey.subarray(1)).subarray(12))}`;
  } catch {
    return undefined;
  }
}

/**
 * Verifies an EIP-4361 signature: EIP-191 recovery for an externally owned account, then (when a
 * chain reader is given) ERC-1271 `isValidSignature` on the account's contract, read from the
 * message's chain, as EIP-4361 requires for contract accounts.
 */
export async function verifyEvmSignature(params: {
  message: string;
  address: string;
  chainReference: string;
  signature: string;
  rpc: RpcClient | undefined;
}): Promise<boolean> {
  const hash = hashEip191Message(params.message);
  const signer = recoverEvmAddress(hash, params.signature);
  if (signer !== undefined && signer === params.address.toLowerCase()) return true;
  if (params.rpc === undefined || !HEX_SIGNATURE.test(params.signature)) return false;
  return isValidErc1271Signature(params.rpc, params, hash);
}

async function isValidErc1271Signature(
  rpc: RpcClient,
  params: { address: string; chainReference: string; signature: string },
  hash: Uint8Array,
): Promise<boolean> {
  // The contract must be resolved on the message's chain (EIP-4361): a reader of another chain
  // could hold another contract, or none, at the same address.
  const chainId = await rpc.request<string>({ method: 'eth_chainId' });
  if (BigInt(chainId) !== BigInt(params.chainReference)) return false;
  try {
    const result = await rpc.request<string>({
      method: 'eth_call',
      params: [
        { to: params.address, data: encodeIsValidSignature(hash, params.signature) },
        'latest',
      ],
    });
    return typeof result === 'string' && result.slice(2, 10).toLowerCase() === ERC1271_MAGIC_VALUE;
  } catch (error) {
    // A revert (no such function, not an account, refused) is an answer: not valid. Anything
    // else (network, timeout) leaves the question open, so it is thrown.
    if (isKitError(error) && error.code === 'RPC_ERROR') return false;
    throw error;
  }
}

/** ABI encoding of isValidSignature(bytes32 hash, bytes signature). */
function encodeIsValidSignature(hash: Uint8Array, signature: string): string {
  const sig = signature.slice(2).toLowerCase();
  const length = sig.length / 2;
  const padded = sig.padEnd(Math.ceil(length / 32) * 64, '0');
  return `0x${ERC1271_MAGIC_VALUE}${bytesToHex(hash)}${word(64)}${word(length)}${padded}`;
}

function word(value: number): string {
  return value.toString(16).padStart(64, '0');
}
