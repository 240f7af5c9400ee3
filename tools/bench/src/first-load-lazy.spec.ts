import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { initialInputs, initialOutputs } from '@kit/testing/src/bundle/first-load';
import { KIT_APP } from './bench-apps';
import { buildApp } from './bundle-size';

// Issue 22: the first screen (the Connect button, reconnect on load) is all the page loads
// before its first click. These modules load later, on their first use, and a change that
// imports one of them statically from the first screen again fails here (the size budget would
// only notice once the bytes pile up). The minimal EVM app is built from workspace sources with
// the bench's settings; the walk is the one the size budget measures with.

const workspaceRoot = path.resolve(__dirname, '../../..');
const outdir = path.join(workspaceRoot, 'tmp/first-load-lazy');

/**
 * Files the Account view shares with lazily loaded sagas (their own chunks): the swap and on-ramp
 * forms' selectors, the active account's balances (@kit/balances/active-balances) and converting
 * amounts (@kit/core/units). Neither the first load nor the open that lists the wallets has them.
 */
const SHARED_FORM_SELECTORS =
  /^libs\/(features\/(swap|onramp)\/src\/[\w-]+\.selectors|features\/balances\/src\/(active-balances|balance-units|balances\.selectors)|core\/src\/(units|amounts\/units))\.ts$/;

/** What must stay out of the first load, and why it can. */
const LAZY_MODULES: ReadonlyArray<{ what: string; pattern: RegExp }> = [
  // The modal loads on the first open intent, prefetched on hover/focus of the Kit buttons.
  {
    what: 'the modal shell and its views',
    pattern: /^libs\/views\/src\/(shell|views|components|styles)\//,
  },
  { what: "the views' CSS", pattern: /^libs\/views\/src\/styles\/view-styles\.ts$/ },
  // Only Kit's font stacks (@kit/ui/fonts) are in it: the provider looks them up while idle.
  {
    what: '@kit/ui (components, theme, icons)',
    pattern: /^libs\/ui\/src\/(?!fonts\.ts$|theme\/system-fonts\.ts$)/,
  },
  // The Blockchain API's clients load their request code on their first call, through the
  // store's chunks (libs/store/src/lazy-sagas/cloud-request-code.ts): nothing before a wallet
  // connects asks the Blockchain API, and the on-ramp's popup opens before its code is needed.
  {
    what: 'the request code of the swap and names clients',
    pattern: /^libs\/api\/src\/(swap\/swap|names\/names)-requests\.ts$/,
  },
  {
    what: 'the request code of the Blockchain API, on-ramp and smart-sessions clients',
    pattern:
      /^libs\/api\/src\/(blockchain\/blockchain|onramp\/onramp|sessions\/smart-sessions)-requests\.ts$/,
  },
  {
    what: "the Blockchain API's caches and history rules, and the on-ramp's samples",
    pattern:
      /^libs\/api\/src\/(cache\/expiring-cache|blockchain\/history-rules|onramp\/onramp-samples)\.ts$/,
  },
  // The names and send sagas build the registration message and coin type in their chunks.
  {
    what: 'the name registration message and coin type',
    pattern: /^libs\/api\/src\/names\/name-messages\.ts$/,
  },
  {
    what: 'the valibot schemas of swaps and names',
    pattern: /^libs\/api\/src\/(swap\/swap|names\/name)-schemas\.ts$/,
  },
  // The clients of the first screen (config, explorer, balances, sign-in sessions) send their
  // requests from the first load and check the answers with schemas loaded once an answer is in
  // (libs/api/src/http/lazy-checks.ts); reading stored history is @kit/api/stored-history.
  { what: 'valibot', pattern: /^node_modules\/valibot\// },
  {
    what: "the answers' schemas of the config, explorer, Blockchain API, on-ramp and sign-in clients",
    pattern:
      /^libs\/api\/src\/(blockchain\/(blockchain-schemas|stored-history-page)|config\/(config-schemas|remote-features)|explorer\/(explorer-schemas|explorer-wallet)|onramp\/onramp-schemas|siwx\/siwx-schemas|sessions\/smart-session-schemas|http\/(answer-checks|check-json|valid-entries))\.ts$/,
  },
  // Sign-in's saga loads once sign-in is on (createKit's siwx, or the hosted config with
  // reownAuthentication on); the minimal app has neither.
  {
    what: 'the sign-in saga and its one-click sessions',
    pattern: /^libs\/features\/siwx\/src\/(siwx\.saga|one-click-sessions)\.ts$/,
  },
  // The message codec and grammar (@kit/core/siwx, not @kit/core's main entry, which the page
  // imports): the sign-in saga uses them, and the hosted config loads its session checks once
  // there are sessions to check.
  {
    what: 'the sign-in message codec, grammar and verifier',
    pattern: /^libs\/core\/src\/siwx\/siwx-(codec|grammar|message|verify)\.ts$/,
  },
  // The hosted sign-in config (reownAuthentication, for apps without a `siwx` of their own) is a
  // stand-in on the page: its client, tokens and message data load on its first call, which
  // only a sign-in turned on makes (cloud-siwx-config.ts, the store's cloud-siwx.chunk.ts).
  {
    what: "the hosted sign-in config's working part, its message data and sign-in client",
    pattern:
      /^libs\/(features\/siwx\/src\/(cloud-siwx-service|siwx-config-base)|api\/src\/siwx\/siwx-(client|email-errors))\.ts$/,
  },
  // Sign-in's slice loads with its saga (the store holds a stand-in with the initial state), and
  // the one-click request with the pairing requests' saga, which alone asks for it.
  {
    what: 'the sign-in slice and the one-click sign-in request',
    pattern: /^libs\/features\/siwx\/src\/(siwx\.slice|one-click-sign-in)\.ts$/,
  },
  {
    what: "the hosted sign-in config's session checks",
    pattern: /^libs\/features\/siwx\/src\/siwx-session\.ts$/,
  },
  // What only the views use lives behind the features' /views entries: a file the page's imports
  // reach goes into the first load whole when any lazy chunk uses it (esbuild splits by file).
  {
    what: "the swap and on-ramp forms' selectors",
    pattern: /^libs\/features\/(swap\/src\/swap|onramp\/src\/onramp)(-support)?\.selectors\.ts$/,
  },
  {
    what: "the send form's selectors",
    pattern: /^libs\/features\/send\/src\/send\.selectors\.ts$/,
  },
  // Balances and the account's name have nothing to do before a wallet connects: the store loads
  // their sagas when the first connect or the reconnect on load starts (lazy-connected.saga.ts).
  {
    what: 'the balances saga, its readers and cache',
    pattern:
      /^libs\/features\/balances\/src\/(balances\.saga|balances-api|balances\.storage|wallet-assets)\.ts$/,
  },
  // The active account's balances are read by the account, send and swap views and forms only
  // (@kit/balances/active-balances); converting amounts (@kit/core/units) by those and the sagas.
  {
    what: "the active account's balance selectors and balanceInUnits",
    pattern: /^libs\/features\/balances\/src\/(balances\.selectors|balance-units)\.ts$/,
  },
  {
    what: 'converting amounts to and from base units',
    pattern: /^libs\/core\/src\/amounts\/units\.ts$/,
  },
  {
    what: "the account name's saga and cache",
    pattern: /^libs\/features\/names\/src\/account-name\.(saga|storage)\.ts$/,
  },
  // Send opens from Account, so the form's saga loads with them (or on the form's first change).
  {
    what: "the send form's saga and its name resolution",
    pattern: /^libs\/features\/send\/src\/send-(form|receiver-name)\.saga\.ts$/,
  },
  // The slices only the modal's flows move: the store injects a slice when its views or its saga
  // load (@kit/store's injectLazySlice).
  {
    what: 'the swap slice',
    pattern: /^libs\/features\/swap\/src\/swap\.slice\.ts$/,
  },
  {
    what: 'the on-ramp slice',
    pattern: /^libs\/features\/onramp\/src\/onramp\.slice\.ts$/,
  },
  {
    what: 'the activity slice',
    pattern: /^libs\/features\/activity\/src\/activity\.slice\.ts$/,
  },
  {
    what: 'the names slice',
    pattern: /^libs\/features\/names\/src\/names\.slice\.ts$/,
  },
  {
    what: 'the smart-sessions slice',
    pattern: /^libs\/features\/smart-sessions\/src\/smart-sessions\.slice\.ts$/,
  },
  {
    what: 'the send slice',
    pattern: /^libs\/features\/send\/src\/send\.slice\.ts$/,
  },
  // Their action creators (@kit/<feature>/actions): the page watches these features' actions by
  // their types (<feature>.action-types.ts), from which the creators are built.
  {
    what: 'the action creators of send, swap, on-ramp, names and smart sessions',
    pattern:
      /^libs\/features\/(send\/src\/send|swap\/src\/swap|onramp\/src\/onramp|names\/src\/names|smart-sessions\/src\/smart-sessions)\.actions\.ts$/,
  },
  // The embedded wallet's slice and its saga's outcomes: only its saga (loaded when an embedded
  // wallet is configured) moves the slice; the page watches the outcomes by their types.
  {
    what: "the embedded wallet's slice and its saga's outcomes",
    pattern: /^libs\/features\/embedded\/src\/embedded\.(slice|actions)\.ts$/,
  },
  // The sends' saga loads on the first Send (Send opens from Account only).
  {
    what: "the sends' saga",
    pattern: /^libs\/features\/send\/src\/(send|send-analytics)\.saga\.ts$/,
  },
  // WalletConnect pairing requests (QR, deep links) load on the first one; restoring a stored
  // session on load (preparePairing) stays in the first load.
  {
    what: "the pairing requests' saga",
    pattern: /^libs\/features\/pairing\/src\/pairing-request\.saga\.ts$/,
  },
  // Connect, disconnect and switch load their saga on the first request (fetched ahead on the
  // modal's open intent), with what only they use: the switch's selectors and what a new
  // connection saves. Reconnect on load and the wallets' events stay in connection.saga.ts.
  {
    what: "the connection requests' saga, the switch's selectors and a new connection's saving",
    pattern:
      /^libs\/features\/connection\/src\/(connection-requests\.saga|connection-switch\.selectors|new-connection\.storage)\.ts$/,
  },
  // Polling a chain (receipts, confirmations): only the adapters' send code waits on a chain.
  {
    what: 'polling a chain until it answers',
    pattern: /^libs\/core\/src\/adapter\/poll-until\.ts$/,
  },
  // kit.signMessage()'s checks and call load on its first call (the store's sign-message chunk).
  {
    what: "kit.signMessage()'s code",
    pattern: /^libs\/store\/src\/kit-sign-message\.ts$/,
  },
  {
    what: "the wallet lists' multi-chain rows and the selectors only the views read",
    pattern:
      /^libs\/features\/connection\/src\/(multi-chain-connectors|connection-views\.selectors)\.ts$/,
  },
  // EIP-55 (keccak): nothing on the first screen checks an address. EVM_PROFILE's rule checks
  // shape and single case at once and loads the checksum code on first need (evm-address-rule.ts);
  // the EVM adapter loads it while the wallet answers, before it reports accounts.
  {
    what: 'the EIP-55 checksum code and its keccak (@noble/hashes)',
    pattern:
      /^(libs\/core\/src\/address\/(evm-address|address)\.ts|node_modules\/@noble\/hashes\/.*)$/,
  },
  // The storage caches' layout: only the balances', names' and activity's lazily loaded storage.
  {
    what: "the storage caches' layout",
    pattern: /^libs\/core\/src\/storage\/cache-entries\.ts$/,
  },
  // An account name: the name registration view and the registration message check one.
  {
    what: 'checking an account name',
    pattern: /^libs\/core\/src\/validation\/account-name\.ts$/,
  },
  // An email address: the embedded wallet's and the sign-in data capture's sagas check one.
  {
    what: 'checking an email address',
    pattern: /^libs\/core\/src\/validation\/email\.ts$/,
  },
  // A transfer's amount in base units: only the adapters' transfer code reads one.
  {
    what: "reading a transfer's amount in base units",
    pattern: /^libs\/core\/src\/amounts\/base-units\.ts$/,
  },
  // A cloud service's failure, as the swap, on-ramp and smart-sessions sagas store it.
  {
    what: "storing a cloud service's failure",
    pattern: /^libs\/api\/src\/http\/service-error\.ts$/,
  },
  // Resetting with the active network: only the send and swap forms' sagas do.
  {
    what: 'resetting a form with the active network',
    pattern: /^libs\/features\/network\/src\/active-network-change\.saga\.ts$/,
  },
  // A wallet's app links: the Explorer API client's answer checks (loaded on its first call) and the
  // WalletConnect view check them; the first screen opens no wallet app.
  {
    what: "checking a wallet's app links",
    pattern: /^libs\/core\/src\/security\/deep-link\.ts$/,
  },
  // The RPC transports load on a network's first request (the store's rpc-clients.ts); the EVM
  // adapter's send code with its ethers chunk (lazy-chain-codec.ts), on the first send.
  {
    what: 'the RPC transports and the errors they throw',
    pattern:
      /^libs\/api\/src\/rpc\/(http-transport|fallback-transport|retry-backoff|rpc-request-error)\.ts$/,
  },
  {
    what: "the EVM adapter's Multicall3 address (its balance reads)",
    pattern: /^libs\/adapters\/evm\/src\/multicall-address\.ts$/,
  },
  {
    what: "the EVM adapter's sends and receipt waits",
    pattern:
      /^libs\/adapters\/evm\/src\/(send-transaction|wait-for-receipt|pending-transaction-watcher)\.ts$/,
  },
  // Its wallet code (lazy-wallet-code.ts) on the first connect, reconnect of a stored connection,
  // sign, switch or failure: the first screen needs discovery and the connectors' descriptors only.
  {
    what: "the EVM adapter's connect, switch, sign, wallet events and error mapping",
    pattern:
      /^libs\/adapters\/evm\/src\/(wallet-operations|connect|switch-network|sign-message|wallet-events|evm-errors|eip1193|hex)\.ts$/,
  },
];

describe('the first load of the minimal EVM app', () => {
  let initial: string[];
  let all: string[];
  let metafile: Metafile;
  let entryFile: string;

  beforeAll(async () => {
    const app = await buildApp({
      entry: KIT_APP.entry,
      outdir,
      tsconfig: path.join(workspaceRoot, 'tsconfig.base.json'),
    });
    ({ metafile, entryFile } = app);
    initial = initialInputs(app.metafile, app.entryFile);
    all = Object.keys(app.metafile.inputs);
  });
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('holds the first screen: the provider, the Connect button, the store and the adapter', () => {
    expect(initial).toEqual(
      expect.arrayContaining([
        'libs/react/src/KitProvider/KitProvider.tsx',
        'libs/react/src/ConnectButton/ConnectButton.tsx',
        'libs/store/src/create-kit.ts',
        'libs/adapters/evm/src/evm-adapter.ts',
      ]),
    );
  });

  it.each(LAZY_MODULES.map(({ what, pattern }) => [what, pattern]))(
    'leaves %s to a later load',
    (_what, pattern) => {
      // A real split: the build holds them, behind a dynamic import.
      expect(all.filter((input) => pattern.test(input))).not.toEqual([]);
      expect(initial.filter((input) => pattern.test(input))).toEqual([]);
    },
  );

  // Each file of the first load gzips apart and imports the others' exports by name, so modules
  // loaded together cost less in one file (views/lazy-views/modal-anchor.ts and the store's
  // lazy-sagas/cloud-request-code.ts say why esbuild had split these).
  it.each([
    ["react-dom's main module", 'node_modules/react-dom/index.js', 'node_modules/react/index.js'],
    [
      "the names and swap clients' HTTP helpers",
      'libs/api/src/http/fetch-json.ts',
      'libs/store/src/create-kit.ts',
    ],
  ])('loads %s in one file with the modules beside it', (_what, module, beside) => {
    const fileOf = (input: string) =>
      [...initialOutputs(metafile, entryFile)].find((file) =>
        Object.keys(metafile.outputs[file]?.inputs ?? {}).includes(input),
      );
    expect(fileOf(module)).toBeDefined();
    expect(fileOf(module)).toBe(fileOf(beside));
  });

  it("opens the modal with the host's chunk and the modal's one chunk, without the Account view", () => {
    // A click waits on every file of the modal's code; files found only once the host's chunk has
    // arrived are a second round trip, and each more is one more request on the way to the first
    // wallet row (views/lazy-views/modal-anchor.ts keeps the views in one chunk). The Account
    // view is a chunk of its own (views/lazy-views/account.chunk.ts): with it, the open fetched
    // four more files, the swap and on-ramp forms' selectors, the active account's balances and
    // amount conversion, which its lazily loaded sagas share, for a view a first visit never shows.
    const { outputs } = metafile;
    const loaded = initialOutputs(metafile, entryFile);
    const host = Object.keys(outputs).find(
      (file) => outputs[file]?.entryPoint === 'libs/react/src/KitProvider/modal-host.tsx',
    );
    expect(host).toBeDefined();
    const opening = [...initialOutputs(metafile, host)].filter((file) => !loaded.has(file));
    expect(opening).toHaveLength(2);
    const hostImports = new Set(outputs[host!]?.imports.map((imported) => imported.path));
    expect(opening.filter((file) => file !== host && !hostImports.has(file))).toEqual([]);
    const openingInputs = opening.flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}));
    expect(openingInputs.filter((input) => SHARED_FORM_SELECTORS.test(input))).toEqual([]);
    expect(openingInputs).not.toContain('libs/views/src/views/AccountView/AccountView.tsx');
    // And the Connect view is in them, not behind a lazy view's chunk of its own.
    const inputs = opening.flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}));
    expect(inputs).toEqual(
      expect.arrayContaining([
        'libs/views/src/shell/KitModal/KitModal.tsx',
        'libs/views/src/views/ConnectView/ConnectView.tsx',
        'libs/views/src/views/ConnectingExternalView/ConnectingExternalView.tsx',
      ]),
    );
  });
});
