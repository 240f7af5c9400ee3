// One flat config for the whole workspace. The module-boundary rule below is the import map of
// ARCHITECTURE.md ("Who may import whom") plus the feature floors; tools/workspace/src/
// module-boundaries.spec.ts proves it bites.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

/** What the React API may use: everything below it but adapters, the api and testing. */
const REACT_LAYER_DEPENDENCIES = [
  'type:util',
  'type:ui',
  'type:store',
  'type:data-access',
  'type:feature',
];

/**
 * Feature libs stack in floors (README "Feature libs"), measured from their imports: each lib's
 * floor is one above the highest floor it imports, so a feature imports only from floors below
 * its own, never sideways or up. Each feature's project.json carries `floor:<n>` beside its type.
 */
export const FEATURE_FLOOR_COUNT = 6;

const floorTag = (floor) => `floor:${floor}`;

/** A `floor:n` feature may import core, the api and the features of floors 0 to n-1 only. */
const floorConstraints = Array.from({ length: FEATURE_FLOOR_COUNT }, (_, floor) => ({
  sourceTag: floorTag(floor),
  onlyDependOnLibsWithTags: [
    'type:util',
    'type:api',
    ...Array.from({ length: floor }, (_, lower) => floorTag(lower)),
  ],
}));

/** Which tags a project with the given tag may depend on (every constraint of its tags applies). */
export const depConstraints = [
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['type:util'] },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:util', 'type:api', 'type:data-access'],
  },
  {
    sourceTag: 'type:store',
    onlyDependOnLibsWithTags: ['type:util', 'type:api', 'type:data-access'],
  },
  { sourceTag: 'type:adapter', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:util'] },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:util', 'type:ui', 'type:store', 'type:data-access'],
  },
  { sourceTag: 'type:react', onlyDependOnLibsWithTags: REACT_LAYER_DEPENDENCIES },
  // @kit/html: Kit for pages without React of their own, a thin layer over @kit/react.
  {
    sourceTag: 'type:html',
    onlyDependOnLibsWithTags: [...REACT_LAYER_DEPENDENCIES, 'type:react'],
  },
  {
    sourceTag: 'type:testing',
    onlyDependOnLibsWithTags: ['type:util', 'type:api', 'type:adapter'],
  },
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: [
      'type:util',
      'type:api',
      'type:data-access',
      'type:store',
      'type:adapter',
      'type:ui',
      'type:feature',
      'type:react',
      'type:html',
      'type:testing',
    ],
  },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:util', 'type:testing'] },
  ...floorConstraints,
];

/**
 * Tests may also use the test harness, real adapters and the real RPC transport (integration tests
 * run the store against the devnet through them); production code may not ("nothing in src
 * imports testing").
 */
export const specDepConstraints = depConstraints.map((constraint) => ({
  ...constraint,
  onlyDependOnLibsWithTags: [
    ...new Set([
      ...constraint.onlyDependOnLibsWithTags,
      'type:testing',
      'type:adapter',
      'type:api',
    ]),
  ],
}));

/**
 * Tests start the local cloud services in-process (`startCloud` from apps/cloud) to run clients
 * and sagas against real endpoints. Nx forbids importing an app outright, whatever the tags, so
 * this one import is allowed by name, and only in test files.
 */
export const specAllowedImports = ['@kit/cloud'];

/**
 * The test harness projects use each other only from tests: @kit/api's clients are tested against
 * apps/cloud, apps/cloud's chain services against @kit/testing's devnet with @kit/api's transport.
 * Those cycles run through spec files alone, so spec files may close them; production code keeps
 * full cycle detection.
 */
const TEST_HARNESS_CYCLES = [
  ['@kit/api', 'cloud'],
  ['@kit/testing', 'cloud'],
  ['@kit/api', '@kit/testing'],
];

const boundaryRule = (constraints, allow = [], ignoredCircularDependencies = []) => [
  'error',
  {
    enforceBuildableLibDependency: false,
    allow,
    banTransitiveDependencies: false,
    depConstraints: constraints,
    ignoredCircularDependencies,
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', '**/coverage', '.nx', 'tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': boundaryRule(depConstraints),
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.spec-helper.ts'],
    rules: {
      '@nx/enforce-module-boundaries': boundaryRule(
        specDepConstraints,
        specAllowedImports,
        TEST_HARNESS_CYCLES,
      ),
    },
  },
  {
    // A project's Stryker config is workspace tooling, not library code: it builds on the shared
    // tools/scripts/mutation-config.mjs (docs/testing.md), which no project may import otherwise.
    files: ['**/stryker.config.mjs'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
        process: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  prettier,
);
