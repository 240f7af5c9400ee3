import {
  canSignMessage,
  type AdapterAccount,
  NotConfiguredError,
  toKitError,
  ValidationError,
  type ChainNamespace,
} from '@kit/core';
import { selectActiveNamespace, selectConnection } from '@kit/connection';
import type { ConnectorRegistry } from './connector-registry';
import { assertNamespaceConfigured } from './kit-namespaces';
import type { KitState } from './kit-store';

/** What `kit.signMessage()` asks for. */
export interface SignMessageRequest {
  /** The UTF-8 text the wallet shows and signs. */
  message: string;
  /** The namespace whose connected wallet signs (default: the active namespace). */
  namespace?: ChainNamespace;
  /** The connected account that signs, as the connection lists it (default: its first account). */
  address?: string;
}

/**
 * Asks the connected wallet of a namespace to sign a message through its adapter (any namespace,
 * Kit's or a custom one) and resolves with the signature in the namespace's own encoding. The checks come first so a wrong call never reaches the wallet:
 * - no message → ValidationError 'A message to sign is required' (SIGN_MESSAGE_REQUIRED);
 * - a namespace without adapter → "Namespace '{ns}' is not configured…" (spec §5);
 * - no connection → 'Provider not found' (PROVIDER_NOT_FOUND), as Send says;
 * - an address the connection does not hold → 'Account {address} is not connected';
 * - an adapter that cannot sign, or whose profile does not offer `sign` → 'Unsupported chain'
 *   (UNSUPPORTED_CHAIN), as Send says;
 * then the wallet's refusal is 'User rejected the request' (4001) and any other failure the
 * spec's SIGN_MESSAGE_FAILED, with the wallet's error as cause.
 */
export async function signMessageThrough(
  registry: ConnectorRegistry,
  state: KitState,
  request: SignMessageRequest,
): Promise<string> {
  const { message } = request ?? {};
  if (typeof message !== 'string' || message.length === 0) {
    throw new ValidationError('SIGN_MESSAGE_REQUIRED');
  }
  if (request.namespace !== undefined) {
    assertNamespaceConfigured(registry.namespaces(), request.namespace);
  }
  const namespace = request.namespace ?? selectActiveNamespace(state);
  const connection = namespace === undefined ? undefined : selectConnection(state, namespace);
  if (namespace === undefined || connection === undefined || connection.accounts.length === 0) {
    throw new NotConfiguredError('PROVIDER_NOT_FOUND', {}, { details: 'no wallet connected' });
  }
  if (request.address !== undefined) await loadAddressRules(registry, namespace);
  const account =
    request.address === undefined
      ? connection.accounts[0]
      : connectedAccount(registry, namespace, connection.accounts, request.address);
  if (account === undefined) {
    throw new ValidationError('ACCOUNT_NOT_CONNECTED', { address: String(request.address) });
  }
  const adapter = registry.getAdapter(namespace);
  // The namespace's profile decides whether signing is offered (a derived profile, for adapters
  // without one, offers it exactly when the capability is declared).
  if (!canSignMessage(adapter) || !registry.profiles.supports(namespace, 'sign')) {
    throw new NotConfiguredError(
      'UNSUPPORTED_CHAIN',
      {},
      { details: `the ${namespace} adapter cannot sign messages` },
    );
  }
  try {
    return await adapter.signMessage({
      connectorId: connection.connectorId,
      address: account.address,
      message,
    });
  } catch (error) {
    throw toKitError(error, 'SIGN_MESSAGE_FAILED');
  }
}

/**
 * Loads the code the namespace's address rule needs to compare addresses (EIP-55's keccak, left
 * out of the first load); its chunk failing to arrive is SIGN_MESSAGE_FAILED, before the wallet.
 */
async function loadAddressRules(registry: ConnectorRegistry, namespace: ChainNamespace) {
  try {
    await registry.profiles.loadAddressRules(namespace);
  } catch (error) {
    throw toKitError(error, 'SIGN_MESSAGE_FAILED');
  }
}

/**
 * The connection's account that `address` names, compared in the namespace profile's canonical
 * form (an EVM address in lower case names its EIP-55 account).
 */
function connectedAccount(
  registry: ConnectorRegistry,
  namespace: ChainNamespace,
  accounts: readonly AdapterAccount[],
  address: string,
): AdapterAccount | undefined {
  const canonical = (value: string) =>
    registry.profiles.canonicalAddress(namespace, value) ?? value;
  const wanted = canonical(address);
  return accounts.find((account) => canonical(account.address) === wanted);
}
