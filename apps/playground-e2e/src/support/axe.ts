import path from 'node:path';
import type * as Axe from 'axe-core';
import type { AxeResults, ImpactValue, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

/** A violation as the journeys report it: rule, impact, help and where. */
export interface AxeFinding {
  id: string;
  impact: ImpactValue | null | undefined;
  help: string;
  targets: string[];
  /** Why, as axe words it for the first node (its own error, for an undecided check). */
  reason?: string;
}

function summarise(results: Result[]): AxeFinding[] {
  return results.map((result) => ({
    id: result.id,
    impact: result.impact,
    help: result.help,
    targets: result.nodes.map((node) => JSON.stringify(node.target)),
    reason: result.nodes
      .flatMap((node) => [...node.any, ...node.all, ...node.none])
      .map((check) => {
        const data = check.data as { message?: unknown } | null;
        return typeof data?.message === 'string' ? data.message : check.message;
      })[0],
  }));
}

/**
 * Runs axe-core on the open modal. axe walks open shadow roots itself; the context names the
 * `<dialog>` through the host's shadow root (`fromShadowDom`), so the page behind (inert while
 * the modal is up, and not Kit's) is left out. `incomplete` holds what axe could not decide
 * (needs a human), such as contrast over a gradient.
 */
export async function axeScanModal(
  page: Page,
): Promise<{ violations: AxeFinding[]; incomplete: AxeFinding[] }> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: path.resolve(AXE_SCRIPT) });
  }
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    const run: AxeResults = await axe.run(
      { include: [{ fromShadowDom: ['div[data-kit-host]', 'dialog.kit-dialog'] }] },
      { resultTypes: ['violations', 'incomplete'] },
    );
    return { violations: run.violations, incomplete: run.incomplete, passes: run.passes.length };
  });
  if (results.passes === 0)
    throw new Error('axe checked nothing: the modal was not in its context');
  return { violations: summarise(results.violations), incomplete: summarise(results.incomplete) };
}

/** The findings that fail a journey: serious and critical. */
export function blocking(findings: AxeFinding[]): AxeFinding[] {
  return findings.filter(
    (finding) => finding.impact === 'serious' || finding.impact === 'critical',
  );
}
