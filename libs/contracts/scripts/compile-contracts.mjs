#!/usr/bin/env node
// Compiles libs/contracts/contracts/*.sol offline with solc-js and writes
// libs/contracts/src/artifacts.json (abi, bytecode, deployedBytecode per contract).
//
//   node libs/contracts/scripts/compile-contracts.mjs           write the artifacts
//   node libs/contracts/scripts/compile-contracts.mjs --check   exit 1 if the checked-in file is stale
//
// The artifacts are checked in because loading and running solc-js costs seconds, which every
// devnet start would pay. artifacts.spec.ts runs --check so they cannot drift from the sources.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const libRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const contractsDir = join(libRoot, 'contracts');
const artifactsPath = join(libRoot, 'src', 'artifacts.json');

/** Pinned so the output is the same on every machine (solc-js is itself pinned by the lockfile). */
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  // No metadata hash: comment-only edits do not change the bytecode, so they cause no drift.
  metadata: { bytecodeHash: 'none' },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
};

function findImport(path) {
  try {
    // '@openzeppelin/contracts/…' and any other package import resolve through node_modules.
    return { contents: readFileSync(require.resolve(path), 'utf8') };
  } catch {
    return { error: `File not found: ${path}` };
  }
}

function compile() {
  const solc = require('solc');
  const sources = {};
  for (const file of readdirSync(contractsDir)
    .filter((f) => f.endsWith('.sol'))
    .sort()) {
    sources[file] = { content: readFileSync(join(contractsDir, file), 'utf8') };
  }
  const input = { language: 'Solidity', sources, settings: SETTINGS };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport }));
  const problems = output.errors ?? [];
  for (const problem of problems) process.stderr.write(`${problem.formattedMessage}\n`);
  if (problems.some((p) => p.severity === 'error')) throw new Error('Solidity compilation failed');

  const contracts = {};
  // Only the contracts declared in our own files; OpenZeppelin's come along as dependencies.
  for (const file of Object.keys(sources)) {
    for (const [name, contract] of Object.entries(output.contracts[file] ?? {})) {
      contracts[name] = {
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      };
    }
  }
  const sorted = Object.fromEntries(
    Object.entries(contracts).sort(([a], [b]) => a.localeCompare(b)),
  );
  return { compiler: solc.version(), settings: SETTINGS, contracts: sorted };
}

function differences(expected, actual) {
  const found = [];
  if (expected.compiler !== actual?.compiler) found.push('compiler version');
  if (JSON.stringify(expected.settings) !== JSON.stringify(actual?.settings))
    found.push('settings');
  const names = new Set([
    ...Object.keys(expected.contracts),
    ...Object.keys(actual?.contracts ?? {}),
  ]);
  for (const name of names) {
    const want = expected.contracts[name];
    const have = actual?.contracts?.[name];
    if (!want || !have) {
      found.push(`${name}: ${want ? 'missing from' : 'no longer in'} artifacts.json`);
      continue;
    }
    for (const field of ['abi', 'bytecode', 'deployedBytecode']) {
      if (JSON.stringify(want[field]) !== JSON.stringify(have[field]))
        found.push(`${name}.${field}`);
    }
  }
  return found;
}

/** JSON as the workspace's Prettier writes it, so `prettier --check .` stays clean. */
async function formatJson(value) {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  try {
    const prettier = await import('prettier');
    const config = (await prettier.resolveConfig(artifactsPath)) ?? {};
    return await prettier.format(text, { ...config, filepath: artifactsPath });
  } catch {
    return text;
  }
}

const artifacts = compile();
if (process.argv.includes('--check')) {
  let checkedIn;
  try {
    checkedIn = JSON.parse(readFileSync(artifactsPath, 'utf8'));
  } catch {
    checkedIn = undefined;
  }
  const stale = differences(artifacts, checkedIn);
  if (stale.length > 0) {
    process.stderr.write(
      `artifacts.json is stale (${stale.join(', ')}).\n` +
        'Run: node libs/contracts/scripts/compile-contracts.mjs\n',
    );
    process.exit(1);
  }
  process.stdout.write('artifacts.json matches the contracts\n');
} else {
  writeFileSync(artifactsPath, await formatJson(artifacts));
  process.stdout.write(`wrote ${artifactsPath}\n`);
}
