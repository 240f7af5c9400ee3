/**
 * A self-contained function as an init script for Playwright. The benchmark runs under tsx, whose
 * esbuild transform keeps function names by wrapping inner functions in `__name(fn, "name")`; the
 * page has no such helper, so the script brings an identity one along.
 */
export function pageScript(fn: () => void): { content: string } {
  return { content: `var __name = (target) => target;\n(${fn.toString()})();` };
}
