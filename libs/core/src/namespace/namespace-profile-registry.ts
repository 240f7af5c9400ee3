import type { ChainNamespace } from '../caip/caip-types';
import {
  canonicalAddressOf,
  loadAddressRules,
  type NamespaceFeature,
  type NamespaceProfile,
  type NamespaceSiwxProfile,
} from './namespace-profile';

/**
 * The read side of the profile registry, what features, views and the SIWX codec ask. Declared
 * apart so code that only reads profiles accepts any source of them.
 */
export interface NamespaceProfileLookup {
  /** The profile of `namespace`, or undefined when no adapter contributed one. */
  get(namespace: ChainNamespace): NamespaceProfile | undefined;
  /** Every profile, in registration order. */
  all(): NamespaceProfile[];
}

/**
 * The namespace profiles of one Kit instance (the store fills it from its adapters' `profile`),
 * or of a server that verifies sign-ins. One profile per namespace: registering a namespace again
 * replaces its profile, so the adapter registered last owns the rules.
 */
export class NamespaceProfileRegistry implements NamespaceProfileLookup {
  private readonly byNamespace = new Map<ChainNamespace, NamespaceProfile>();

  constructor(profiles: readonly NamespaceProfile[] = []) {
    for (const profile of profiles) this.register(profile);
  }

  /** Adds (or replaces) the profile of `profile.namespace` (ConnectorRegistry: the adapter's). */
  register(profile: NamespaceProfile): void {
    this.byNamespace.set(profile.namespace, profile);
  }

  /** The profile of `namespace`, or undefined. */
  get(namespace: ChainNamespace): NamespaceProfile | undefined {
    return typeof namespace === 'string' ? this.byNamespace.get(namespace) : undefined;
  }

  /** Every profile, in registration order. */
  all(): NamespaceProfile[] {
    return [...this.byNamespace.values()];
  }

  /** The namespaces with a profile, in registration order. */
  namespaces(): ChainNamespace[] {
    return [...this.byNamespace.keys()];
  }

  /** True when `namespace`'s profile says it supports `feature`; false without a profile. */
  supports(namespace: ChainNamespace | undefined, feature: NamespaceFeature): boolean {
    return namespace !== undefined && supportsFeature(this, namespace, feature);
  }

  /** The namespaces whose profile supports `feature`, in registration order. */
  namespacesSupporting(feature: NamespaceFeature): ChainNamespace[] {
    return this.all()
      .filter((profile) => profile.supports[feature] === true)
      .map((profile) => profile.namespace);
  }

  /** True when `address` is valid in `namespace` (on network `reference`); false without a profile. */
  isValidAddress(namespace: ChainNamespace, address: string, reference?: string): boolean {
    return this.canonicalAddress(namespace, address, reference) !== undefined;
  }

  /** The canonical spelling of `address` in `namespace`, or undefined when it is not valid. */
  canonicalAddress(
    namespace: ChainNamespace,
    address: string,
    reference?: string,
  ): string | undefined {
    const profile = this.get(namespace);
    return profile === undefined
      ? undefined
      : canonicalAddressOf(profile.address, address, reference);
  }

  /**
   * Loads what `namespace`'s address rules need before `isValidAddress`/`canonicalAddress` are
   * asked (NamespaceAddressRule.load); resolves at once without a profile or anything to load.
   */
  async loadAddressRules(namespace: ChainNamespace): Promise<void> {
    const profile = this.get(namespace);
    if (profile !== undefined) await loadAddressRules(profile);
  }

  /** The sign-in profile of `namespace`, or undefined when it offers no sign-in. */
  siwx(namespace: ChainNamespace): NamespaceSiwxProfile | undefined {
    return this.get(namespace)?.siwx;
  }
}

/** `lookup`'s answer to "does `namespace` support `feature`", for any NamespaceProfileLookup. */
export function supportsFeature(
  lookup: NamespaceProfileLookup,
  namespace: ChainNamespace,
  feature: NamespaceFeature,
): boolean {
  return lookup.get(namespace)?.supports[feature] === true;
}

/** The namespace whose sign-in header names `accountName` ("Ethereum"), or undefined. */
export function namespaceOfSiwxAccountName(
  lookup: NamespaceProfileLookup,
  accountName: string,
): NamespaceProfile | undefined {
  return lookup.all().find((profile) => profile.siwx?.accountName === accountName);
}
