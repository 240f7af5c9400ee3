import { startCloud, LOCAL_PROJECT_ID, type Cloud } from '@kit/cloud';
import { createMemoryBackend, kitDevnet, SERVER_ENVIRONMENT, type KitLogger } from '@kit/core';
import { selectNameSuggestions } from '@kit/names';
import { nameSuggestionsRequested } from '@kit/names/actions';
import { waitForState } from '@kit/testing';
import { createKit, type Kit } from './create-kit';

// The names, activity and smart-sessions sagas load on their first intent (root.saga.ts): the
// feature libs test each flow in depth; this proves a real Kit loads one on demand and that the
// intents dispatched while its chunk loads still reach it.

let cloud: Cloud;
const kits: Kit[] = [];

beforeAll(async () => {
  cloud = await startCloud();
});

afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()));
});

afterAll(async () => {
  await cloud.stop();
});

const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };

describe('createKit: feature sagas loaded on their first intent', () => {
  it('asks for the suggestions of the last text typed while the names saga loaded', async () => {
    const kit = createKit({
      networks: [kitDevnet],
      storage: createMemoryBackend(),
      logger: silentLogger,
      environment: SERVER_ENVIRONMENT,
      projectId: LOCAL_PROJECT_ID,
      cloud: { url: cloud.url },
    });
    kits.push(kit);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      // The first keystroke loads the saga; the next two arrive before its chunk has loaded.
      kit.store.dispatch(nameSuggestionsRequested({ name: 'lazy' }));
      kit.store.dispatch(nameSuggestionsRequested({ name: 'lazy-lo' }));
      kit.store.dispatch(nameSuggestionsRequested({ name: 'lazy-load' }));
      await waitForState(kit, (state) => selectNameSuggestions(state).status === 'ready');
      const asked = fetchSpy.mock.calls.filter(([url]) => String(url).includes('/suggestions/'));
      expect(asked.map(([url]) => new URL(String(url)).pathname.split('/suggestions/')[1])).toEqual(
        ['lazy-load'],
      );
    } finally {
      fetchSpy.mockRestore();
    }
    expect(selectNameSuggestions(kit.getState()).query).toBe('lazy-load');
  });
});
