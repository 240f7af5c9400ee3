// Test harness of the @kit/react specs: a real Kit over a ScriptedAdapter. Not public API.
import {
  SERVER_ENVIRONMENT,
  createMemoryBackend,
  mainnet,
  sepolia,
  type KitLogger,
} from '@kit/core';
import { ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import { createKit, type CreateKitOptions, type Kit } from '@kit/store';

const live: Kit[] = [];
const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };

/** A Kit on mainnet and sepolia with one eip155 ScriptedAdapter, memory storage, no cloud. */
export function createTestKit(
  options: Partial<CreateKitOptions> & { adapter?: ScriptedAdapter } = {},
): { kit: Kit; adapter: ScriptedAdapter } {
  const { adapter = new ScriptedAdapter(), ...rest } = options;
  const kit = createKit({
    networks: [mainnet, sepolia],
    adapters: [adapter],
    storage: createMemoryBackend(),
    environment: SERVER_ENVIRONMENT,
    logger: silentLogger,
    enableReconnect: false,
    ...rest,
  });
  live.push(kit);
  return { kit, adapter };
}

/** Destroys every Kit made by createTestKit; call in afterEach. */
export async function destroyTestKits(): Promise<void> {
  await Promise.all(live.splice(0).map((kit) => kit.destroy()));
}
