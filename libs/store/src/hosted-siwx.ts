import { cloudSiwxConfigWith, type SiwxConfig } from '@kit/siwx';
import type { CloudServiceUrls } from '@kit/api';
import type { NamespaceProfileLookup, StorageBackend } from '@kit/core';
import { loadCloudSiwxService } from './lazy-sagas/lazy-saga-loaders';

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
  const url = cloud?.url;
  if (siwx !== undefined || url === undefined || projectId === undefined) return undefined;
  // With the registry's profiles from the start: createCloudSiwxConfig's default (every built-in
  // namespace's address rules) would sit in the first load of every app with a cloud project.
  // Only a stand-in is made with the page: the config's working part loads on its first call,
  // which only a sign-in the reownAuthentication feature turned on makes (issue 22).
  return cloudSiwxConfigWith(
    {
      url,
      projectId,
      ...(storage ? { storage } : {}),
      ...(window ? { window } : {}),
    },
    profiles,
    loadCloudSiwxService,
  );
}
