// A WalletConnect pairing connector for the view specs. Not part of the public API.
import type { PairingConnector, PairingOffer } from '@kit/core';

/**
 * A pairing connector scripted by the test (like the harness's ScriptedAdapter), counting its proposals
 * (pair calls) and cancellations: each pair()
 * offers `wc:<n>` and the test settles its approval. The real connector is covered against the
 * relay in @kit/walletconnect and @kit/store. Offers expire 4 minutes after `now()`.
 */
export function scriptedPairing(now: () => number = Date.now) {
  const offers: Array<{ reject(error: unknown): void }> = [];
  let count = 0;
  let cancelled = 0;
  const connector: PairingConnector = {
    setup: async () => undefined,
    pair: async (): Promise<PairingOffer> => {
      count += 1;
      let reject: (error: unknown) => void = () => undefined;
      const approval = new Promise<never>((_, fail) => (reject = fail));
      approval.catch(() => undefined);
      offers.push({ reject });
      return {
        uri: `wc:${'a'.repeat(63)}${count}@2?relay-protocol=irn`,
        expiresAt: now() + 240_000,
        approval,
      };
    },
    cancelPairing: () => {
      cancelled += 1;
    },
    restore: async () => undefined,
    session: () => undefined,
    providerFor: () => undefined,
    disconnect: async () => undefined,
    subscribe: () => () => undefined,
    teardown: async () => undefined,
  };
  return { connector, offers, proposals: () => count, cancelled: () => cancelled };
}
