import { NotConfiguredError, type ChainNamespace } from '@kit/core';

/**
 * The error for a namespace no adapter serves (spec §5): "Namespace '{ns}' is not configured.
 * Please call connect() first with namespace config."
 */
export function namespaceNotConfigured(namespace: ChainNamespace): NotConfiguredError {
  return new NotConfiguredError('NAMESPACE_NOT_CONFIGURED', { ns: namespace });
}

/** Throws namespaceNotConfigured unless `namespace` is one of the configured namespaces. */
export function assertNamespaceConfigured(
  configured: readonly ChainNamespace[],
  namespace: ChainNamespace,
): void {
  if (!configured.includes(namespace)) throw namespaceNotConfigured(namespace);
}
