import type { NamespaceProfileRegistry } from '@kit/core';
import { useKitInstance } from './kit-store-hooks';

/**
 * The namespace profiles of the Kit instance's adapters: views ask them what a namespace supports
 * (send, activity, names…) and how it writes addresses, never compare namespace names.
 */
export function useNamespaceProfiles(): NamespaceProfileRegistry {
  return useKitInstance().registry.profiles;
}
