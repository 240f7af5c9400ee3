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
  const url = cloud?.url;
  if (siwx !== undefined || url === undefined || projectId === undefined) return undefined;
  // With the registry's profiles from the start: createCloudSiwxConfig's default (every built-in
  // namespace's address rules) would sit in the first load of every app with a cloud project.
  // Made on first use: most pages never turn the feature on, and createKit runs before the
  // page's first frame (issue 22, time to button).
  return madeOnFirstUse(() =>
    cloudSiwxConfigWith(
      {
        url,
        projectId,
        ...(storage ? { storage } : {}),
        ...(window ? { window } : {}),
      },
      profiles,
    ),
  );
}

/**
 * An object standing for `make()`'s, made the first time one of its members is read or listed.
 * Holding it (saga context) costs nothing. @internal
 */
export function madeOnFirstUse<T extends object>(make: () => T): T {
  let made: T | undefined;
  const real = (): T => (made ??= make());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(real(), key),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // A proxy may not report a property its (empty) target lacks as non-configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
