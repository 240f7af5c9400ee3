import { execFileSync } from 'node:child_process';
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
});
