// Typed access to artifacts.json. (Not named artifacts.ts: Node resolves "./artifacts" to the .json
// first, which bites in jest's globalSetup, where plain Node resolution applies.)
import type { InterfaceAbi } from 'ethers';
import artifactsJson from './artifacts.json';

/** A compiled contract, as written by libs/contracts/scripts/compile-contracts.mjs. */
export interface ContractArtifact {
  abi: InterfaceAbi;
  /** Creation code, 0x-prefixed. */
  bytecode: string;
  /** Runtime code, 0x-prefixed (what anvil_setCode installs). */
  deployedBytecode: string;
}

interface ArtifactsFile {
  compiler: string;
  contracts: Record<
    'KitContractAccount' | 'KitSmartAccount' | 'KitTestToken' | 'Multicall3',
    ContractArtifact
  >;
}

const artifacts = artifactsJson as unknown as ArtifactsFile;

/** ERC20 with any decimals, holders funded in the constructor, and an owner-only mint. */
export const KIT_TEST_TOKEN_ARTIFACT: ContractArtifact = artifacts.contracts.KitTestToken;

/** Kit's own Multicall3 (the public Multicall3 ABI), installed at the canonical address. */
export const MULTICALL3_ARTIFACT: ContractArtifact = artifacts.contracts.Multicall3;

/**
 * The embedded wallet's smart account: a minimal contract account owned by an EOA, which executes
 * calls through it and whose signatures it accepts under ERC-1271.
 */
export const KIT_SMART_ACCOUNT_ARTIFACT: ContractArtifact = artifacts.contracts.KitSmartAccount;

/** Where every chain has Multicall3 (the same address as on public networks). */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';

/** A minimal ERC-1271 contract account: valid signatures are its owner's ECDSA signatures. */
export const KIT_CONTRACT_ACCOUNT_ARTIFACT: ContractArtifact =
  artifacts.contracts.KitContractAccount;
