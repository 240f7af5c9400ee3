import type { SiwxSignatureParams } from '../namespace/namespace-profile';
import { BITCOIN_PROFILE } from '../networks/bitcoin-profile';
import { EVM_PROFILE } from '../networks/evm-profile';
import { POLKADOT_PROFILE } from '../networks/polkadot-profile';
import { SOLANA_PROFILE } from '../networks/solana-profile';
import { verifyBitcoinSignature } from './siwx-verify-bitcoin';
import { verifyEvmSignature } from './siwx-verify-evm';
import { verifyPolkadotSignature } from './siwx-verify-polkadot';
import { verifySolanaSignature } from './siwx-verify-solana';

type Verifier = (params: SiwxSignatureParams) => boolean | Promise<boolean>;

/**
 * The signature schemes of the built-in namespaces, by the profile they belong to. Apart from the
 * profiles so that only code that verifies (verifySiwxMessage) ships the curves.
 */
export const BUILT_IN_SIWX_VERIFIERS: ReadonlyMap<string, Verifier> = new Map<string, Verifier>([
  [EVM_PROFILE.namespace, (params) => verifyEvmSignature({ ...params, rpc: params.rpc })],
  [SOLANA_PROFILE.namespace, verifySolanaSignature],
  [BITCOIN_PROFILE.namespace, verifyBitcoinSignature],
  [POLKADOT_PROFILE.namespace, verifyPolkadotSignature],
]);
