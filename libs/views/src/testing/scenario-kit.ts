// The Kit a view scenario runs on, shared by the jsdom specs (through kit-harness.spec-helper)
// and the gallery (apps/gallery, in a real browser): a real createKit over a ScriptedAdapter.
// Nothing here needs jest or jsdom. Not part of the public API.
import {
  SERVER_ENVIRONMENT,
  createMemoryBackend,
  mainnet,
  sepolia,
  type KitLogger,
} from '@kit/core';
import { ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import type { CreateKitOptions, Kit } from '@kit/store';

/** What a scenario's Kit is made of, beyond the defaults of `testKitOptions`. */
export type ScenarioKitOptions = Partial<CreateKitOptions> & { adapter?: ScriptedAdapter };

/** A scenario's Kit, its scripted adapter and how to let its sagas settle after some work. */
export interface ScenarioKit {
  kit: Kit;
  adapter: ScriptedAdapter;
  /**
   * Runs `work` (a dispatch, an adapter answer) and lets the sagas settle: in jsdom inside React's
   * `act`, in the gallery's browser without it.
   */
  settle(work?: () => unknown): Promise<void>;
}

const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };

/**
 * The options of a scenario Kit: mainnet and sepolia (mainnet first), one eip155 ScriptedAdapter
 * (connectors 'eip155:alpha' Alpha Wallet and 'eip155:beta' Beta Wallet), memory storage, a
 * desktop environment, no reconnect and no cloud unless `options` say otherwise.
 */
export function testKitOptions(options: ScenarioKitOptions = {}): CreateKitOptions {
  const { adapter = new ScriptedAdapter(), ...rest } = options;
  return {
    networks: [mainnet, sepolia],
    adapters: [adapter],
    storage: createMemoryBackend(),
    environment: SERVER_ENVIRONMENT,
    logger: silentLogger,
    enableReconnect: false,
    ...rest,
  };
}

/** Connects `connectorId` through the scenario's Kit and waits for the outcome. */
export function connectScenarioWallet(
  { kit, settle }: ScenarioKit,
  connectorId = 'eip155:alpha',
): Promise<void> {
  return settle(() => kit.connect({ connectorId }));
}
