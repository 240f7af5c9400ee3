import path from 'node:path';
import {
  NAMESPACE_LITERAL_HOMES,
  namespaceLiteralsIn,
  strayNamespaceLiterals,
} from './namespace-literals';

// Issue 19: a namespace's rules live in its adapter's profile. Features and views that compare
// against 'eip155' would decide for the namespace behind the registry's back, so the name may be
// written only in core's network tables and in the EVM adapter.
const workspaceRoot = path.resolve(__dirname, '../../..');

// Removed on the flow-saga branch (its navigation effect goes to the flow saga); drop this entry
// once that branch is merged.
const PENDING_ELSEWHERE = [
  'libs/views/src/views/ConnectingWalletConnectView/ConnectingWalletConnectView.tsx',
];

describe("the 'eip155' literal", () => {
  it('appears in no production source outside core network tables and the EVM adapter', () => {
    const stray = strayNamespaceLiterals(workspaceRoot, 'eip155', [
      ...NAMESPACE_LITERAL_HOMES,
      ...PENDING_ELSEWHERE,
    ]).map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(stray).toEqual([]);
  });

  it('is caught in a feature file, as a string, a template or a type, but not in a comment', () => {
    const source = [
      "// Only 'eip155' sends here.",
      "const SENDING = new Set(['eip155', 'solana']);",
      'const ns = `eip155`;',
      'type Evm = "eip155";',
      "const id = 'eip155:1';",
    ].join('\n');
    expect(namespaceLiteralsIn('libs/features/send/src/send.saga.ts', source, 'eip155')).toEqual([
      { file: 'libs/features/send/src/send.saga.ts', line: 2, text: "'eip155'" },
      { file: 'libs/features/send/src/send.saga.ts', line: 3, text: '`eip155`' },
      { file: 'libs/features/send/src/send.saga.ts', line: 4, text: '"eip155"' },
    ]);
  });

  it('is allowed in the network tables and the EVM adapter only', () => {
    const homes = NAMESPACE_LITERAL_HOMES;
    expect(homes.some((home) => 'libs/core/src/networks/evm-profile.ts'.startsWith(home))).toBe(
      true,
    );
    expect(homes.some((home) => 'libs/adapters/evm/src/evm-adapter.ts'.startsWith(home))).toBe(
      true,
    );
    expect(homes.some((home) => 'libs/features/send/src/send.saga.ts'.startsWith(home))).toBe(
      false,
    );
    expect(homes.some((home) => 'libs/core/src/siwx/siwx-verify.ts'.startsWith(home))).toBe(false);
  });
});
