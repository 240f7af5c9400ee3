import { execFileSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { packWorkspacePackages, removePackedTarballs, type PackedPackage } from '@kit/testing';

// Issue 16: a tarball holds what an app runs and type-checks against, nothing of the workspace's
// tests; and its manifest points only at files it ships.
const packed = packWorkspacePackages();
const TEST_FILES =
  /(\.spec(-helper)?\.|\.test\.|(^|\/)(fixtures?|__fixtures__|testing|test|tests|src)\/|jest\.config)/;

/** The package.json inside a tarball. */
function packedManifest(pkg: PackedPackage): Record<string, unknown> {
  return JSON.parse(
    execFileSync('tar', ['-xzOf', pkg.tarball, 'package/package.json'], { encoding: 'utf8' }),
  ) as Record<string, unknown>;
}

describe('the npm tarballs', () => {
  afterAll(() => removePackedTarballs(packed));

  it('exist for every package an integrator installs', () => {
    const names = packed.map((pkg) => pkg.name);
    for (const name of ['@kit/core', '@kit/react', '@kit/adapter-evm', '@kit/embedded-wallet']) {
      expect(names).toContain(name);
    }
    expect(names).not.toContain('@kit/testing');
  });

  it.each(packed.map((pkg) => [pkg.name, pkg] as const))(
    '%s holds no tests, specs, spec helpers, fixtures or sources',
    (_name, pkg) => {
      expect(pkg.files.filter((file) => TEST_FILES.test(file))).toEqual([]);
      expect(pkg.files).toContain('package.json');
    },
  );

  it.each(packed.map((pkg) => [pkg.name, pkg] as const))(
    "%s's exports point at files it ships, never at workspace sources",
    (_name, pkg) => {
      const manifest = packedManifest(pkg);
      const exportsMap = (manifest['exports'] ?? {}) as Record<string, string | object>;
      const targets = Object.values(exportsMap).flatMap((target) =>
        typeof target === 'string' ? [target] : (Object.values(target) as string[]),
      );
      for (const target of targets) expect(pkg.files).toContain(target.replace(/^\.\//, ''));
      expect(JSON.stringify(manifest)).not.toContain('@kit/source');
    },
  );

  describe('@kit/cloud (a server, bundled for Node)', () => {
    const cloud = packed.find((pkg) => pkg.name === '@kit/cloud');
    /** Every bundled module of the tarball, as one text. */
    const bundle = () =>
      execFileSync('tar', ['-xzOf', cloud!.tarball, '--wildcards', 'package/dist/*.mjs'], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });

    it("ships its command, its code and the secure site's prebuilt browser scripts", () => {
      expect(cloud).toBeDefined();
      for (const file of ['kit-cloud.mjs', 'index.mjs', 'secure-scripts/frame.js']) {
        expect(cloud!.files).toContain(`dist/${file}`);
      }
      expect(packedManifest(cloud!)['bin']).toEqual({ 'kit-cloud': './dist/kit-cloud.mjs' });
    });

    it('declares exactly the packages its bundle imports or resolves at run time', () => {
      const code = bundle();
      const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
      const imported = new Set(
        [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)"([@\w][\w@./:-]*)"/g)]
          .map(([, specifier]) => specifier!)
          .filter((specifier) => !builtins.has(specifier))
          .map((specifier) =>
            specifier
              .split('/')
              .slice(0, specifier.startsWith('@') ? 2 : 1)
              .join('/'),
          ),
      );
      const declared = Object.keys(
        (packedManifest(cloud!)['dependencies'] ?? {}) as Record<string, string>,
      );
      expect([...imported].filter((name) => !declared.includes(name))).toEqual([]);
      // The rest are read through require.resolve (the Uniswap artifacts), named in the bundle.
      expect(declared.filter((name) => !new RegExp(`"${name}["/]`).test(code))).toEqual([]);
      // Dev-only packages: never a dependency (esbuild only in the workspace's fallback).
      for (const name of ['esbuild', 'tsx', 'oidc-provider', '@kit/testing', '@kit/contracts']) {
        expect(declared).not.toContain(name);
      }
    });
  });
});
