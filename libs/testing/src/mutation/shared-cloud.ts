// The apps/cloud that a mutation run shares between its spec runs (tools/scripts/mutation-services.ts
// starts it, with the devnet, once per run and describes it in KIT_MUTATION_CLOUD; the devnet is
// in KIT_DEVNET). Specs that start a cloud in their beforeAll use this one instead when it is set.

/** The environment variable that carries the shared cloud's description as JSON. */
export const SHARED_CLOUD_ENV_VAR = 'KIT_MUTATION_CLOUD';

/** A cloud running in another process: its URL and its fault table, set over a loopback port. */
export interface SharedCloud {
  url: string;
  faults: {
    /** Makes requests to `path` fail with `fault` (a CloudFault of apps/cloud). */
    set(path: string, fault: Record<string, unknown>): Promise<void>;
    /** Removes every fault. */
    clear(): Promise<void>;
  };
}

async function control(url: string, init: RequestInit): Promise<void> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`the shared cloud refused a fault: ${await response.text()}`);
}

/** The shared cloud when a mutation run provides one, else undefined (start your own). */
export function readSharedCloud(env: NodeJS.ProcessEnv = process.env): SharedCloud | undefined {
  const raw = env[SHARED_CLOUD_ENV_VAR];
  if (!raw) return undefined;
  const { url, faultsUrl } = JSON.parse(raw) as { url?: unknown; faultsUrl?: unknown };
  if (typeof url !== 'string' || typeof faultsUrl !== 'string') {
    throw new Error(`${SHARED_CLOUD_ENV_VAR} does not hold { url, faultsUrl }`);
  }
  return {
    url,
    faults: {
      set: (path, fault) =>
        control(faultsUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ path, fault }),
        }),
      clear: () => control(faultsUrl, { method: 'DELETE' }),
    },
  };
}
