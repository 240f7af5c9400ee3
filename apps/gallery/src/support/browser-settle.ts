import { flushSagas } from '@kit/connection/src/scripted-adapter.spec-helper';

/**
 * The browser's ScenarioKit `settle`: runs `work`, lets the sagas take their steps, then yields a
 * task so React commits what they put (jsdom wraps the same in act; a browser needs no act).
 */
export async function browserSettle(work: () => unknown = () => undefined): Promise<void> {
  await work();
  await flushSagas();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
