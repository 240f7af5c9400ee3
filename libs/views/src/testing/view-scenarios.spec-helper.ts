// The view states the accessibility suites walk (axe in a11y.spec, Tab in keyboard.spec), opened
// in jsdom. The states themselves live in view-scenarios.ts, which the gallery (apps/gallery) draws
// in a browser too. Not part of the public API.
import { act, screen } from '@testing-library/react';
import type { KitModalProps } from '../shell/KitModal/KitModal';
import { createTestKit, renderModal, type TestKit } from './kit-harness.spec-helper';
import type { Look, ViewScenario } from './view-scenarios';

export {
  ALPHA,
  CATALOGUE_DOWN,
  LOOKS,
  REJECTED,
  SHARED_SCENARIOS,
  VIEW_SCENARIOS,
  UNANSWERED_CLOUD,
  connected,
  embedded,
  type Look,
  type ViewScenario,
} from './view-scenarios';

/**
 * The look actually rendered, read from the DOM (`data-kit-theme`, the dialog's `data-layout`):
 * a suite asserts it equals the look it meant, so a matrix cell cannot quietly draw another.
 */
export function renderedLook(): { theme: string | null; layout: string | null } {
  return {
    theme: document.querySelector('[data-kit]')?.getAttribute('data-kit-theme') ?? null,
    layout: document.querySelector('dialog')?.getAttribute('data-layout') ?? null,
  };
}

/** What `renderedLook` returns for `look`. */
export function expectedLook(look: Look): { theme: string; layout: string } {
  return { theme: look.props.themeMode, layout: look.props.mobile ? 'sheet' : 'card' };
}

/** Creates the scenario's kit, renders the modal in `props`, opens the view and waits for it. */
export async function openScenario(
  scenario: ViewScenario,
  props: KitModalProps = { mobile: scenario.mobile ?? false },
): Promise<TestKit> {
  const testKit = createTestKit(scenario.options);
  renderModal(testKit.kit, props);
  await scenario.setup?.(testKit);
  await testKit.settle(() => testKit.kit.open(scenario.request));
  // Lazy views: wait until the body is more than the loading spinner.
  await act(async () => {
    await screen.findByRole('dialog');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await scenario.ready?.(testKit);
  return testKit;
}
