import type { ChainAdapter } from '../adapter/chain-adapter';
import type { NamespaceProfile } from './namespace-profile';
import { defineNamespaceProfile } from './namespace-profile';

/**
 * The profile the registry keeps for `adapter`: its own `profile`, or one derived from its
 * capabilities (`send` and `sign` as declared, any non-empty address, no sign-in), so an adapter
 * that declares `sendTransfer: true` gets Send without a profile. A feature a profile supports
 * still needs its adapter method (`canSendTransfer`, `canSignMessage`…) when it is used.
 */
export function profileOfAdapter(adapter: ChainAdapter): NamespaceProfile {
  return (
    adapter.profile ??
    defineNamespaceProfile({
      namespace: adapter.namespace,
      address: { isValid: (address) => typeof address === 'string' && address.trim() !== '' },
      supports: {
        send: adapter.capabilities.sendTransfer,
        sign: adapter.capabilities.signMessage,
      },
    })
  );
}
