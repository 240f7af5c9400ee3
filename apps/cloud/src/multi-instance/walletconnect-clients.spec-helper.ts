import { randomUUID } from 'node:crypto';
import { MemoryKeyValueStorage, WalletOfflineVerify } from '@kit/testing';
import type SignClient from '@walletconnect/sign-client';
import type { ICore } from '@walletconnect/types';

/**
 * @walletconnect/core on a relay URL, as the SDK runs in a dApp or wallet: telemetry off, memory
 * storage, its own storage prefix (the SDK keeps one core per prefix). The SDK loads here, not at
 * import: its Node build is what jest can load.
 */
export async function createRelayCore(relayUrl: string): Promise<ICore> {
  const { Core } = await import('@walletconnect/core');
  const core = new Core({
    relayUrl,
    projectId: 'kit-local',
    logger: 'silent',
    telemetryEnabled: false,
    storage: new MemoryKeyValueStorage(),
    customStoragePrefix: `kit-multi-instance-${randomUUID()}`,
  });
  // Verify offline: with a loopback relay nothing may leave the machine.
  core.verify = new WalletOfflineVerify(core, core.verify.logger, core.verify.store);
  await core.start();
  return core;
}

/** The dApp side: a real sign client on `relayUrl`. */
export async function createDappSignClient(relayUrl: string): Promise<SignClient> {
  const { default: SignClientClass } = await import('@walletconnect/sign-client');
  return SignClientClass.init({
    core: await createRelayCore(relayUrl),
    logger: 'silent',
    metadata: {
      name: 'Kit multi-instance dApp',
      description: 'tests',
      url: 'http://127.0.0.1',
      icons: [],
    },
  });
}

/** Closes a core's relay socket and timers (cleanup; never throws). */
export async function closeRelayCore(core: ICore): Promise<void> {
  core.heartbeat.stop();
  await core.relayer.transportClose().catch(() => undefined);
}
