import { kitStyles } from '@kit/ui';
import axe from 'axe-core';
import { destroyTestKits } from './testing/kit-harness.spec-helper';
import { viewStyles } from './styles/view-styles';
import {
  SHARED_SCENARIOS,
  connected,
  openScenario,
  type ViewScenario,
} from './testing/view-scenarios.spec-helper';

afterEach(destroyTestKits);

/** axe on the whole modal; contrast is off because jsdom does not render (ui measures tokens). */
async function blockingViolations(): Promise<string[]> {
  const root = document.querySelector<HTMLElement>('[data-kit]');
  if (root === null) throw new Error('the modal is not rendered');
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}

/** The shared states, and those only axe checks. */
const SCENARIOS: ViewScenario[] = [
  ...SHARED_SCENARIOS,
  { name: 'Connect on mobile (sheet)', request: { view: 'Connect' }, mobile: true },
  { name: 'Account (nothing connected)', request: { view: 'Account' } },
  { name: 'OnRamp (no on-ramp service)', request: { view: 'OnRamp' }, setup: connected },
];

describe('accessibility of every reachable view', () => {
  let style: HTMLStyleElement;
  beforeAll(() => {
    style = document.createElement('style');
    style.textContent = kitStyles + viewStyles;
    document.head.append(style);
  });
  afterAll(() => style.remove());

  it.each(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))(
    'finds no serious or critical axe violations on %s',
    async (_name, scenario) => {
      await openScenario(scenario);
      expect(await blockingViolations()).toEqual([]);
    },
  );
});
