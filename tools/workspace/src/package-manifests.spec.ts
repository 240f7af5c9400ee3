import path from 'node:path';
import { publishablePackages } from './workspace-packages.cjs';
import { importedPackages } from './package-imports';

// Issue 16: every package an app installs declares exactly what its code imports (a missing one
// breaks an integrator's install; an extra one bloats it), and is shaped for bundlers.
const packages = publishablePackages();
const REACT_RANGE = '^18.0.0 || ^19.0.0';
/**
 * What a bundled command's sources import but its installed package never needs: esbuild (the
 * workspace builds the secure scripts from source; the package ships them built), oidc-provider
 * (the dev identity provider, spawned from a TypeScript file by tests and `npm start`) and
 * @kit/contracts (private data, bundled).
 */
const NOT_INSTALLED = new Set(['esbuild', 'oidc-provider', '@kit/contracts']);

describe('the publishable packages', () => {
  it('include every package an integrator installs, and never the test harness', () => {
    const names = packages.map((pkg) => pkg.name);
    for (const name of [
      '@kit/core',
      '@kit/react',
      '@kit/adapter-evm',
      '@kit/adapter-solana',
      '@kit/adapter-bitcoin',
      '@kit/adapter-polkadot',
      '@kit/walletconnect',
      '@kit/embedded-wallet',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).not.toContain('@kit/testing');
  });

  it.each(packages.filter((pkg) => !pkg.manifest.bin).map((pkg) => [pkg.name, pkg] as const))(
    '%s declares exactly the packages its sources import',
    (_name, pkg) => {
      const imported = [...importedPackages(path.join(pkg.root, 'src'))]
        .filter((name) => name !== pkg.name)
        .sort();
      const declared = Object.keys({
        ...pkg.manifest.dependencies,
        ...pkg.manifest.peerDependencies,
      }).sort();
      expect(declared).toEqual(imported);
    },
  );

  it.each(packages.filter((pkg) => pkg.manifest.bin).map((pkg) => [pkg.name, pkg] as const))(
    '%s (a command, bundled) declares what its sources import, minus workspace-only tools and bundled private data',
    (_name, pkg) => {
      const imported = [...importedPackages(path.join(pkg.root, 'src'))]
        .filter((name) => name !== pkg.name && !NOT_INSTALLED.has(name))
        .sort();
      // Read through require.resolve (npm's compiled contracts), not imported.
      const declared = Object.keys(pkg.manifest.dependencies ?? {})
        .filter((name) => !name.startsWith('@uniswap/'))
        .sort();
      expect(declared).toEqual(imported);
      expect(pkg.manifest.engines).toEqual({ node: '>=20' });
      for (const bin of Object.values(pkg.manifest.bin ?? {})) {
        expect(bin).toMatch(/^\.\/dist\//);
      }
    },
  );

  it.each(packages.map((pkg) => [pkg.name, pkg] as const))(
    '%s is ESM + .d.mts behind an exports map, side-effect free, shipping dist only',
    (_name, pkg) => {
      const { manifest } = pkg;
      expect(manifest.files).toEqual(['dist']);
      if (manifest.bin) return;
      expect(manifest.sideEffects).toBe(false);
      const entries = Object.entries(manifest.exports ?? {}).filter(
        ([subpath]) => subpath !== './package.json',
      );
      expect(entries.map(([subpath]) => subpath)).toContain('.');
      for (const [, conditions] of entries) {
        expect(conditions).toEqual({
          '@kit/source': expect.stringMatching(/^\.\/src\/.+\.tsx?$/),
          types: expect.stringMatching(/^\.\/dist\/types\/.+\.d\.mts$/),
          import: expect.stringMatching(/^\.\/dist\/.+\.mjs$/),
          default: expect.stringMatching(/^\.\/dist\/.+\.mjs$/),
        });
      }
    },
  );

  it.each(packages.map((pkg) => [pkg.name, pkg] as const))(
    '%s takes React 18 or 19 from the app (a peer), never a copy of its own',
    (_name, pkg) => {
      for (const name of ['react', 'react-dom']) {
        expect(pkg.manifest.dependencies?.[name]).toBeUndefined();
        const peer = pkg.manifest.peerDependencies?.[name];
        if (peer !== undefined) expect(peer).toBe(REACT_RANGE);
      }
    },
  );
});
