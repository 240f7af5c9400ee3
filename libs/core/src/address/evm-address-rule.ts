// The eip155 address rule of EVM_PROFILE without keccak: the first screen (a Connect button)
// checks no address, so the EIP-55 code (1.9 KiB gzip of @noble/hashes) loads on first need,
// issue 22. Shape and single case are decided here; a checksum only with the EIP-55 code.
import type { NamespaceAddressRule } from '../namespace/namespace-profile';
import { importEvmChecksum } from './evm-checksum-chunk';

// Spec §5: 0x plus 40 hex characters, the 0x being optional. Only a lower-case 0x: '0X' is no
// EVM convention, and accepting it would give one account two spellings.
const EVM_ADDRESS_PATTERN = /^(?:0x)?([0-9a-fA-F]{40})$/;

/** The EIP-55 functions of evm-address.ts, once its code is loaded. */
export interface EvmChecksum {
  /** True for an EVM address, a mixed-case one only with a valid EIP-55 checksum. */
  isEvmAddress(value: unknown): value is string;
  /** The EIP-55 checksummed `0x` form; throws a ValidationError 'Invalid eip155 address'. */
  toChecksumAddress(address: string): `0x${string}`;
}

let loaded: EvmChecksum | undefined;
let loading: Promise<EvmChecksum> | undefined;

/** The 40 hex digits of an address in the spec's shape, or undefined. */
export function evmAddressHex(value: unknown): string | undefined {
  return typeof value === 'string' ? EVM_ADDRESS_PATTERN.exec(value)?.[1] : undefined;
}

/**
 * Makes the EIP-55 code answer the rule's synchronous questions. @internal: evm-address.ts calls
 * it as it loads, so whatever imports it (the sign-in codec, isValidAddress) checks at once.
 */
export function provideEvmChecksum(checksum: EvmChecksum): void {
  loaded ??= checksum;
}

/** The EIP-55 code when it is loaded, else undefined (then `loadEvmChecksum` loads it). */
export function loadedEvmChecksum(): EvmChecksum | undefined {
  return loaded;
}

/**
 * Loads the EIP-55 code once and resolves with it. A failed load (the chunk did not arrive) is
 * not kept: the promise rejects with the loader's error and the next call tries again.
 */
export function loadEvmChecksum(): Promise<EvmChecksum> {
  if (loaded !== undefined) return Promise.resolve(loaded);
  loading ??= importEvmChecksum().then(
    (module) => {
      provideEvmChecksum(module);
      return loaded ?? module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Spec §5's shape, and a mixed-case address (how EIP-55 writes a checksum) only with a valid
 * checksum. Before the EIP-55 code is loaded a mixed-case address is refused, never let through
 * unchecked: Kit loads it before it checks one (`load`, the EVM adapter before it reports accounts).
 */
function isEvmAddressNow(address: string): boolean {
  const hex = evmAddressHex(address);
  if (hex === undefined) return false;
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return loaded?.isEvmAddress(address) ?? false;
}

/** The EIP-55 spelling; undefined (not valid) while the EIP-55 code is not loaded. */
function checksumNow(address: string): string | undefined {
  return loaded?.isEvmAddress(address) ? loaded.toChecksumAddress(address) : undefined;
}

const load = async (): Promise<void> => {
  await loadEvmChecksum();
};

/** eip155 addresses: spec §5's shape (0x optional), EIP-55 as the canonical spelling. */
export const EVM_ADDRESS_RULE: NamespaceAddressRule = Object.freeze({
  isValid: (address: string) => isEvmAddressNow(address),
  canonical: (address: string) => checksumNow(address),
  load,
});

/** A sign-in message's account line (EIP-4361's ABNF: "0x" 40*40HEXDIG, in EIP-55 capitalisation). */
export const EVM_SIWX_ACCOUNT_RULE: NamespaceAddressRule = Object.freeze({
  isValid: (address: string) => address.startsWith('0x') && isEvmAddressNow(address),
  canonical: (address: string) => checksumNow(address),
  load,
});
