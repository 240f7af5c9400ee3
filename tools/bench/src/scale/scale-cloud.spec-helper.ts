import { LOCAL_PROJECT_ID, startCloud } from '@kit/cloud';
import { scaleCatalogue } from './scale-catalogue.spec-helper';

/** apps/cloud on loopback serving a catalogue of `walletCount` wallets, for the scale measurements. */
export interface ScaleCloud {
  url: string;
  projectId: string;
  stop(): Promise<void>;
}

/**
 * Starts the cloud with the scale catalogue. A scroll through thousands of wallets loads as many
 * images: no rate limit for the one loopback client.
 */
export async function startScaleCloud(walletCount: number): Promise<ScaleCloud> {
  const cloud = await startCloud({
    wallets: scaleCatalogue(walletCount),
    limits: { requestsPerClient: 1_000_000 },
  });
  return { url: cloud.url, projectId: LOCAL_PROJECT_ID, stop: () => cloud.stop() };
}
