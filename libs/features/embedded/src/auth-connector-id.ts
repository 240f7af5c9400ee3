import type { AuthConnector, ChainNamespace } from '@kit/core';

/** The connector id of the embedded wallet in a namespace (`eip155:auth`). */
export function authConnectorId(namespace: ChainNamespace): string {
  return `${namespace}:auth`;
}

/**
 * The embedded wallet's home namespace: the first it serves (eip155 for Kit's). A login connects
 * there first and the visitor's account type (spec §6) is chosen there.
 */
export function authHomeNamespace(auth: AuthConnector): ChainNamespace | undefined {
  return auth.namespaces[0];
}
