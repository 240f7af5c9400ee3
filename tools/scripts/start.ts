// `npm start`: the playground with its local chains and services, offline, nothing to configure.
// Starts the devnet (two anvil chains with test tokens and Multicall3), apps/cloud (the local
// stand-in for Kit's cloud services) and the playground's Vite dev server, all on 127.0.0.1,
// prints where everything is, and stops it all on Ctrl-C.
import path from 'node:path';
import { createServer } from 'vite';
import { LOCAL_PROJECT_ID, startCloud } from '@kit/cloud';
import { startDevnet, toDevnetInfo } from '@kit/testing';

const root = path.resolve(__dirname, '../..');
const requestedPort = Number(process.env['PORT'] ?? 5173);

async function main(): Promise<void> {
  const devnet = await startDevnet({ secondChain: true });
  const info = toDevnetInfo(devnet);
  const cloud = await startCloud({ devnet: info, logger: { level: 'warn' } });
  process.env['KIT_DEVNET'] = JSON.stringify({
    chains: info.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    cloudUrl: cloud.url,
    relayUrl: cloud.relayUrl,
    projectId: LOCAL_PROJECT_ID,
    tokens: [info.tokens.usd.address, info.tokens.kit.address],
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
        devnet: info,
      }),
    );
  }
  const [first, second] = info.chains;
  console.log(`
Kit playground   ${playgroundUrl}
cloud services   ${cloud.url} (project id ${LOCAL_PROJECT_ID})
walletconnect    relay at ${cloud.relayUrl}
devnet           chain ${first?.chainId} at ${first?.rpcUrl}${second ? `, chain ${second.chainId} at ${second.rpcUrl}` : ''}
test tokens      ${info.tokens.usd.symbol} ${info.tokens.usd.address}, ${info.tokens.kit.symbol} ${info.tokens.kit.address}
test account     ${info.accounts[0]?.address} (anvil's well-known test key; worthless anywhere else)
Press Ctrl-C to stop.`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    await cloud.stop();
    await devnet.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
