// Turns a connected wallet's EIP-1193 events into AdapterEvents for the store.
import { loadedEvmChecksum, loadEvmChecksum } from '@kit/core';
import type { AdapterEvent, EvmChecksum, Unsubscribe } from '@kit/core';
import { parseChainId, toAdapterAccounts, toCaipNetworkId } from './eip1193';
import type { Eip1193Provider } from './eip1193';

/**
 * MetaMask emits `disconnect` with 1013 ("try again later") while it reconnects to its own node;
 * the site keeps its accounts, so that is not the end of the connection.
 */
const TRANSIENT_DISCONNECT_CODE = 1013;

/**
 * Subscribes to `accountsChanged`, `chainChanged` and `disconnect` of one connector's provider:
 * - accountsChanged → accounts checksummed; an empty list is passed on as [] (the wallet locked or
 *   the site lost access; the store decides what that means);
 * - chainChanged → `eip155:<decimal>`; ids that are not chain ids are ignored;
 * - disconnect → `disconnect`, then `onDisconnect` (the caller drops this subscription), except
 *   MetaMask's transient 1013.
 * Returns a function that removes the listeners.
 */
export function listenToWallet(
  provider: Eip1193Provider,
  connectorId: string,
  emit: (event: AdapterEvent) => void,
  onDisconnect: () => void,
): Unsubscribe {
  if (typeof provider.on !== 'function') return () => undefined;
  const onAccounts = (accounts: unknown): void => {
    const report = (checksum: EvmChecksum) =>
      emit({
        type: 'accountsChanged',
        connectorId,
        accounts: toAdapterAccounts(accounts, checksum),
      });
    // Connecting loaded the EIP-55 code before these listeners were added, so this reports at
    // once; were it missing, the accounts wait for it (and a failed load drops them, unread).
    const checksum = loadedEvmChecksum();
    if (checksum !== undefined) report(checksum);
    else loadEvmChecksum().then(report, () => undefined);
  };
  const onChain = (chainId: unknown): void => {
    const id = parseChainId(chainId);
    if (id !== undefined) {
      emit({ type: 'chainChanged', connectorId, caipNetworkId: toCaipNetworkId(id) });
    }
  };
  const onWalletDisconnect = (error: unknown): void => {
    if ((error as { code?: unknown } | undefined)?.code === TRANSIENT_DISCONNECT_CODE) return;
    onDisconnect();
    emit({ type: 'disconnect', connectorId });
  };
  const listeners: Array<[string, (value: unknown) => void]> = [
    ['accountsChanged', onAccounts],
    ['chainChanged', onChain],
    ['disconnect', onWalletDisconnect],
  ];
  for (const [event, listener] of listeners) provider.on(event, listener);
  return () => {
    const remove = provider.removeListener ?? provider.off;
    for (const [event, listener] of listeners) remove?.call(provider, event, listener);
  };
}
