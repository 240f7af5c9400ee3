import type { ChainNamespace } from '@kit/core';

/** The connector id of the embedded wallet in a namespace (`eip155:auth`). */
export function authConnectorId(namespace: ChainNamespace): string {
  return `${namespace}:auth`;
}
