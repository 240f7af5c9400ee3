import { ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import { createKit, type Kit } from '@kit/store';
import { kitStyles } from '@kit/ui';
import { KitContext, KitStoreContext } from '@kit/views';
import { KitModal, viewStyles } from '@kit/views/modal';
import { testKitOptions, type ScenarioKit } from '@kit/views/src/testing/scenario-kit';
import type { ViewScenario } from '@kit/views/src/testing/view-scenarios';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { browserSettle } from './browser-settle';
import { clearMarks, markFailed, markReady, waitUntil } from './gallery-state';

/** How the gallery draws the modal. */
export interface StageLook {
  themeMode: 'light' | 'dark';
  mobile: boolean;
}

/** The dialog shows its view (a lazy view's chunk is in: no loading spinner in its place). */
function viewShown(): boolean {
  const dialog = document.querySelector('dialog[open]');
  return dialog !== null && dialog.querySelector('.kit-view-loading') === null;
}

/**
 * Plays `scenario` on a real Kit (createKit over its ScriptedAdapter, as the specs do) and draws
 * the modal in `look`: the modal renders first, then the scenario's setup, the open and its
 * `ready` run, and the page is marked ready. A new Kit for each scenario and look.
 */
export function ScenarioStage({ scenario, look }: { scenario: ViewScenario; look: StageLook }) {
  const [kit, setKit] = useState<Kit>();

  useEffect(() => {
    let live = true;
    const adapter = scenario.options?.adapter ?? new ScriptedAdapter();
    const created = createKit(testKitOptions({ ...scenario.options, adapter }));
    const scenarioKit: ScenarioKit = { kit: created, adapter, settle: browserSettle };
    setKit(created);
    clearMarks();
    void (async () => {
      await browserSettle();
      await scenario.setup?.(scenarioKit);
      await scenarioKit.settle(() => created.open(scenario.request));
      await waitUntil(viewShown, `the ${scenario.request.view} view`);
      await scenario.ready?.(scenarioKit);
      await document.fonts.ready;
      if (live) markReady();
    })().catch((error: unknown) => {
      if (live) markFailed(error);
    });
    return () => {
      live = false;
      clearMarks();
      void created.destroy();
    };
  }, [scenario, look.themeMode, look.mobile]);

  if (kit === undefined) return null;
  return (
    <KitContext.Provider value={kit}>
      <Provider store={kit.store} context={KitStoreContext}>
        <KitModal themeMode={look.themeMode} mobile={look.mobile} />
      </Provider>
    </KitContext.Provider>
  );
}

/** Kit's styles (the specs inject the same), under the pinned font. */
export function KitStyles() {
  return <style>{kitStyles + viewStyles}</style>;
}
