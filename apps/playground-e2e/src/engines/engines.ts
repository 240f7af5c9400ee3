// The engines the cross-engine journeys run in. KIT_E2E_ENGINES (comma-separated: chromium,
// firefox, webkit) narrows a run to some of them, e.g. to run one engine's journeys alone.
import { chromiumEngine } from './chromium';
import type { Engine } from './engine';
import { firefoxEngine } from './firefox';
import { webkitEngine } from './webkit';

const ALL: Record<string, Engine> = {
  chromium: chromiumEngine,
  firefox: firefoxEngine,
  webkit: webkitEngine,
};

/** The engines of this run: all three, or those KIT_E2E_ENGINES names (unknown names fail). */
export function selectedEngines(value = process.env['KIT_E2E_ENGINES']): Engine[] {
  if (!value) return Object.values(ALL);
  return value.split(',').map((key) => {
    const engine = ALL[key.trim().toLowerCase()];
    if (!engine) {
      throw new Error(
        `KIT_E2E_ENGINES: unknown engine '${key}' (known: ${Object.keys(ALL).join(', ')})`,
      );
    }
    return engine;
  });
}
