import { cloudSiwxConfigWith, type SiwxConfig } from '@kit/siwx';
import type { CloudServiceUrls } from '@kit/api';
import type { NamespaceProfileLookup, StorageBackend } from '@kit/core';

/** What the hosted sign-in config is made from: createKit's options and page services. */
export interface HostedSiwxSources {
  /** The integrator's own config: when given, no hosted one is made. */
  siwx: SiwxConfig | undefined;
  cloud: CloudServiceUrls | undefined;
  projectId: string | undefined;
  storage: StorageBackend | undefined;
  window: Window | undefined;
  /** The registry's namespace profiles, which check the service's sessions. */
  profiles: NamespaceProfileLookup;
}

/**
 * The sign-in config the reownAuthentication feature turns on: sessions verified by the cloud's
 * sign-in service (`cloud.url`), for an integrator who configured no `siwx` of their own. Undefined
 * when they did, or when there is no cloud or project to verify with.
 */
export function hostedSiwxConfig(sources: HostedSiwxSources): SiwxConfig | undefined {
  const { siwx, cloud, projectId, storage, window, profiles } = sources;
  if (siwx !== undefined || cloud?.url === undefined || projectId === undefined) return undefined;
  // With the registry's profiles from the start: createCloudSiwxConfig's default (every built-in
  // namespace's address rules) would sit in the first load of every app with a cloud project.
  return cloudSiwxConfigWith(
    {
      url: cloud.url,
      projectId,
      ...(storage ? { storage } : {}),
      ...(window ? { window } : {}),
    },
    profiles,
  );
}
