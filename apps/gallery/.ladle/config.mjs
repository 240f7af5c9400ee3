// Ladle (not Storybook): one Vite dev server and build with no addon stack, a cold start of a few
// seconds and a static build of a few MB, which is what a CI screenshot run wants. Paths are
// relative to the workspace root, where the npm scripts run Ladle.
/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'apps/gallery/src/**/*.stories.tsx',
  viteConfig: 'apps/gallery/vite.config.ts',
  outDir: 'apps/gallery/dist',
  port: 61000,
  addons: {
    // The gallery's own looks (Kit theme from Ladle's theme, layout from the `layout` control).
    width: { enabled: false },
    rtl: { enabled: false },
    source: { enabled: false },
    a11y: { enabled: false },
    msw: { enabled: false },
  },
};
