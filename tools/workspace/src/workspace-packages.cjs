// The workspace's publishable packages: every package.json under libs/ and apps/ without
// `"private": true`. One list for the build/pack scripts and the specs that check the packages.
const { existsSync, readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../../..');
const PACKAGE_FOLDERS = ['libs', 'libs/features', 'libs/adapters', 'apps'];

/** @returns {{ name: string, root: string, manifest: Record<string, any> }[]} */
function publishablePackages() {
  const packages = [];
  for (const folder of PACKAGE_FOLDERS) {
    for (const entry of readdirSync(path.join(workspaceRoot, folder))) {
      const root = path.join(workspaceRoot, folder, entry);
      const manifestPath = path.join(root, 'package.json');
      if (!existsSync(manifestPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      if (!manifest.private) packages.push({ name: manifest.name, root, manifest });
    }
  }
  return packages.sort((a, b) => a.name.localeCompare(b.name));
}

module.exports = { workspaceRoot, publishablePackages };
