import type { RpcClient } from '../adapter/chain-adapter';
import type { ChainNamespace } from '../caip/caip-types';

/**
 * The Kit features a namespace can offer beyond connect and balances. The modal and the feature
 * sagas ask the registry (`NamespaceProfileRegistry.supports`), never a list of namespaces, so a
 * third-party namespace gets what its profile says. A missing member means "not supported".
 * - `send`: the Send view and `sendRequested` (the adapter must also implement `sendTransfer`).
 * - `sign`: sign-in (SIWX) and message signing (the adapter must also implement `signMessage`).
 * - `activity`: transaction history from the blockchain API.
 * - `names`: profile names from the names service.
 * - `swap`: swaps through the blockchain API (the adapter must also implement `sendTransaction`).
 * - `onramp`: buying crypto with the on-ramp service.
 * - `smartSessions`: smart-session permissions.
 */
export type NamespaceFeature =
  'send' | 'sign' | 'activity' | 'names' | 'swap' | 'onramp' | 'smartSessions';

/** Which NamespaceFeatures a namespace supports; absent members are false. */
export type NamespaceSupport = Readonly<Partial<Record<NamespaceFeature, boolean>>>;

/**
 * How a namespace writes and checks addresses. `reference` is the CAIP-2 reference of the network
 * the address is used on, when known (a Bitcoin address differs between mainnet and regtest).
 */
export interface NamespaceAddressRule {
  /** True when `address` is an account of this namespace (on network `reference`). Never throws. */
  isValid(address: string, reference?: string): boolean;
  /**
   * The one spelling Kit writes and compares (EIP-55 for eip155), or undefined when `address` is
   * not valid. Without it, a valid address is its own canonical form.
   */
  canonical?(address: string, reference?: string): string | undefined;
  /**
   * Loads the code `isValid` and `canonical` need when it is left out of the first load (EIP-55's
   * keccak for eip155). Until it has resolved they refuse what they cannot check yet, never let it
   * through. The namespace's adapter awaits it before it reports accounts, so the addresses Kit
   * checks once a wallet is connected (Send's receiver, sign-in) find it loaded; Kit awaits it
   * itself where it compares addresses a caller gives (`kit.signMessage`, `loadAddressRules`).
   * Rejects when the code does not load; the next call tries again.
   */
  load?(): Promise<void>;
}

/** What a SIWX verifier receives: the exact message signed, the signer and its signature. */
export interface SiwxSignatureParams {
  /** The exact message the wallet signed (UTF-8). */
  message: string;
  /** The message's account address, in canonical form. */
  address: string;
  /** The signature as the namespace's wallets write it (hex, base58, base64…). */
  signature: string;
  /** The CAIP-2 reference of the message's Chain ID (`1` of `eip155:1`). */
  chainReference: string;
  /** A chain reader for the message's network, when the caller has one (contract accounts). */
  rpc?: RpcClient;
}

/**
 * How a namespace writes sign-in messages (CAIP-122) and checks their signatures. The message
 * header reads "{domain} wants you to sign in with your {accountName} account:".
 */
export interface NamespaceSiwxProfile {
  /** The ecosystem name in the header ('Ethereum', 'Solana', 'Tezos'); unique among profiles. */
  readonly accountName: string;
  /**
   * Where the Chain ID line sits: CAIP-122's place after Request ID (the default), or EIP-4361's
   * place right after Version (eip155 only).
   */
  readonly chainIdLine?: 'afterVersion' | 'afterRequestId';
  /**
   * The grammar of the Chain ID value (the CAIP-2 reference). Defaults to CAIP-2's
   * `[-_a-zA-Z0-9]{1,32}`.
   */
  isReference?(reference: string): boolean;
  /**
   * The rule of the message's account line when it is stricter than the namespace's address rule
   * (EIP-4361 wants `0x` and EIP-55); defaults to the profile's `address`.
   */
  readonly accountAddress?: NamespaceAddressRule;
  /**
   * Resolves true when `signature` is `address`'s signature of `message`; false otherwise. A
   * custom namespace brings its own. The built-in profiles leave it out: `verifySiwxMessage`
   * brings their verifiers, so an app that never verifies a sign-in does not ship their curves.
   */
  verify?(params: SiwxSignatureParams): boolean | Promise<boolean>;
}

/**
 * A namespace's rules, contributed by its adapter (`ChainAdapter.profile`) and asked through the
 * registry by every feature and view (ARCHITECTURE.md "One owner for each decision"). Write one
 * with `defineNamespaceProfile`.
 */
export interface NamespaceProfile {
  /** The CAIP-2 namespace the profile describes ('eip155', 'tezos'…). */
  readonly namespace: ChainNamespace;
  /**
   * How the modal names the namespace's assets ("Send only {displayName} assets to this
   * address"); defaults to the namespace itself.
   */
  readonly displayName?: string;
  /** Address validation and canonical form. */
  readonly address: NamespaceAddressRule;
  /** The native unit's decimals (18 for wei, 9 for lamports), when a network does not say. */
  readonly decimals?: number;
  /** The Send form asks for a token before anything else (spec §5 "Select a token" on EVM). */
  readonly sendRequiresToken?: boolean;
  /** Sign-in messages and their verifier; absent means sign-in is not offered. */
  readonly siwx?: NamespaceSiwxProfile;
  /** Which features the namespace supports. */
  readonly supports: NamespaceSupport;
}

/** What `defineNamespaceProfile` takes: a profile whose `supports` may be left out. */
export type NamespaceProfileInput = Omit<NamespaceProfile, 'supports'> & {
  readonly supports?: NamespaceSupport;
};

/** A profile with its defaults filled in (`supports` empty when absent), frozen. */
export function defineNamespaceProfile(input: NamespaceProfileInput): NamespaceProfile {
  return Object.freeze({ ...input, supports: Object.freeze({ ...(input.supports ?? {}) }) });
}

// CAIP-2's reference grammar, the default Chain ID value of a sign-in message.
const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;

/** True when `reference` fits the profile's Chain ID grammar (CAIP-2's by default). */
export function isSiwxReference(siwx: NamespaceSiwxProfile, reference: string): boolean {
  return siwx.isReference ? siwx.isReference(reference) : CAIP2_REFERENCE.test(reference);
}

/** The canonical spelling of `address` under `rule`, or undefined when it is not valid. */
export function canonicalAddressOf(
  rule: NamespaceAddressRule,
  address: string,
  reference?: string,
): string | undefined {
  if (typeof address !== 'string' || !rule.isValid(address, reference)) return undefined;
  return rule.canonical ? rule.canonical(address, reference) : address;
}

/** Loads what `profile`'s address rules need (`NamespaceAddressRule.load`), the sign-in one too. */
export async function loadAddressRules(profile: NamespaceProfile): Promise<void> {
  await Promise.all([profile.address.load?.(), profile.siwx?.accountAddress?.load?.()]);
}
