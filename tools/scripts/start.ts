// `npm start`: the playground with its local chains and services, offline, nothing to configure.
// The social logins go through a local OpenID Connect provider (fixed test users, printed below).
// Starts the devnet (two anvil chains with test tokens and Multicall3, and the local Solana chain
// with its SPL test token), apps/cloud (the local
// stand-in for Kit's cloud services) and the playground's Vite dev server, all on 127.0.0.1,
// prints where everything is, and stops it all on Ctrl-C. `--polkadot` also starts the polkadot
// devnet (chopsticks, a few seconds more).
import path from 'node:path';
import { createServer } from 'vite';
import {
  LOCAL_OIDC_USERS,
  LOCAL_PROJECT_ID,
  localIdentityProviders,
  startCloud,
  startLocalOidc,
} from '@kit/cloud';
import { startDevnet, startPolkadotDevnet, toDevnetInfo, toPolkadotDevnetInfo } from '@kit/testing';

const root = path.resolve(__dirname, '../..');
const requestedPort = Number(process.env['PORT'] ?? 5173);

async function main(): Promise<void> {
  const devnet = await startDevnet({ secondChain: true, bitcoin: true, solana: true });
  const polkadot = process.argv.includes('--polkadot') ? await startPolkadotDevnet() : undefined;
  const info = toDevnetInfo(devnet);
  // A real OpenID Connect provider on loopback stands in for Google, GitHub and the others.
  const oidc = await startLocalOidc();
  const cloud = await startCloud({
    devnet: info,
    logger: { level: 'warn' },
    // Dev mode: the local mailbox and the stand-in Farcaster login (loopback only).
    dev: true,
    identityProviders: localIdentityProviders(oidc.issuer),
  });
  process.env['KIT_DEVNET'] = JSON.stringify({
    chains: info.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    cloudUrl: cloud.url,
    relayUrl: cloud.relayUrl,
    projectId: LOCAL_PROJECT_ID,
    tokens: [info.tokens.usd.address, info.tokens.kit.address],
    bitcoinUrl: info.bitcoin?.url,
    ...(info.solana && {
      solana: {
        rpcUrl: info.solana.rpcUrl,
        webSocketUrl: info.solana.webSocketUrl,
        token: info.solana.token,
        // TEST-ONLY keys (public seeds): the playground's Solana test wallet signs with one.
        accounts: info.solana.accounts.slice(0, 3),
      },
    }),
    ...(polkadot && { polkadot: { wsUrl: polkadot.wsUrl, genesisHash: polkadot.genesisHash } }),
  });

  const server = await createServer({
    configFile: path.join(root, 'apps/playground/vite.config.ts'),
    // A taken port moves to the next free one rather than failing a fresh machine.
    server: { host: '127.0.0.1', port: requestedPort, strictPort: false },
  });
  await server.listen();

  const playgroundUrl =
    server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`;
  if (process.argv.includes('--json')) {
    // One machine-readable line for the browser tests, which run this very command.
    console.log(
      JSON.stringify({
        playgroundUrl,
        cloudUrl: cloud.url,
        relayUrl: cloud.relayUrl,
        oidcIssuer: oidc.issuer,
        devnet: info,
        ...(polkadot && { polkadot: toPolkadotDevnetInfo(polkadot) }),
      }),
    );
  }
  const [first, second] = info.chains;
  console.log(`
Kit playground   ${playgroundUrl}
cloud services   ${cloud.url} (project id ${LOCAL_PROJECT_ID})
walletconnect    relay at ${cloud.relayUrl}
social logins    local OpenID Connect provider at ${oidc.issuer}: ${LOCAL_OIDC_USERS.map((user) => `${user.username} / ${user.password}`).join(', ')}
devnet           chain ${first?.chainId} at ${first?.rpcUrl}${second ? `, chain ${second.chainId} at ${second.rpcUrl}` : ''}
test tokens      ${info.tokens.usd.symbol} ${info.tokens.usd.address}, ${info.tokens.kit.symbol} ${info.tokens.kit.address}
test account     ${info.accounts[0]?.address} (anvil's well-known test key; worthless anywhere else)
bitcoin regtest  Esplora API at ${info.bitcoin?.url} (test stand-in ledger; POST /kit/mine mines), account ${info.bitcoin?.accounts[0]?.paymentAddress}
solana           ${info.solana?.rpcUrl} (LiteSVM; ws ${info.solana?.webSocketUrl}), ${info.solana?.token.symbol} mint ${info.solana?.token.address}
solana account   ${info.solana?.accounts[0]?.address} (test-only key from a public seed)
Press Ctrl-C to stop.`);
  if (polkadot) {
    console.log(
      `polkadot devnet   ${polkadot.wsUrl} (${polkadot.network.caipNetworkId}), //Alice ${polkadot.accounts[0]?.address}`,
    );
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    await cloud.stop();
    await oidc.stop();
    await devnet.stop();
    await polkadot?.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
