// The local polkadot chain: chopsticks running Rococo Asset Hub from the raw genesis that
// @substrate/connect-known-chains ships (the only spec of that package that carries a runtime), so
// no remote endpoint is ever asked. Blocks are built the moment a transaction arrives (instant
// mode). Node-only: chopsticks runs its wasm executor in worker threads.
import { createPolkadotLocalNetwork } from '@kit/core';
import type { KitNetwork } from '@kit/core';
import { fundPolkadotAccounts, polkadotDevAccounts } from './polkadot-dev-accounts';
import type { PolkadotDevAccount } from './polkadot-dev-accounts';
import { polkadotRpc } from './polkadot-rpc';

/** Everything a test needs to reach the polkadot devnet. Plain JSON. */
export interface PolkadotDevnetInfo {
  /** ws://127.0.0.1:<port>; the same port answers JSON-RPC over http. */
  wsUrl: string;
  httpUrl: string;
  port: number;
  /** chain_getBlockHash(0): chopsticks' placeholder for a chain started from genesis. */
  genesisHash: string;
  /** The Kit network of this chain (CAIP-2 id from the genesis hash, ROC with 12 decimals). */
  network: KitNetwork;
  /** //Alice, //Bob… (sr25519), each funded with `balance` planck at start. */
  accounts: PolkadotDevAccount[];
  /** The free balance every dev account starts with, in planck. */
  balance: string;
}

/** A running polkadot devnet. */
export interface PolkadotDevnet extends PolkadotDevnetInfo {
  /** Stops chopsticks (server, executor workers). Safe to call twice. */
  stop(): Promise<void>;
}

/** Options of startPolkadotDevnet; every field has a default. */
export interface StartPolkadotDevnetOptions {
  /** Defaults to a free port. */
  port?: number;
  /** Funded dev accounts, from //Alice on; defaults to 4 (Alice, Bob, Charlie, Dave). */
  accounts?: number;
  /** Free balance of each dev account in planck; defaults to 1,000,000 ROC. */
  balance?: string;
}

/** Devnets of this process not yet stopped. */
let live = 0;

/** 1,000,000 ROC (12 decimals). */
const DEFAULT_BALANCE = '1000000000000000000';

/**
 * Starts chopsticks on 127.0.0.1 from Rococo Asset Hub's genesis in instant build-block mode and
 * funds the dev accounts with dev_setStorage. Takes about two seconds.
 */
export async function startPolkadotDevnet(
  options: StartPolkadotDevnetOptions = {},
): Promise<PolkadotDevnet> {
  // chopsticks logs every block at info through pino; read once when its logger module loads.
  process.env['LOG_LEVEL'] ??= 'error';
  const [{ setupWithServer }, { BuildBlockMode, destroyWorker }, { rococo_v2_2_asset_hub }] =
    await Promise.all([
      import('@acala-network/chopsticks'),
      import('@acala-network/chopsticks-core'),
      import('@substrate/connect-known-chains'),
    ]);
  const context = await setupWithServer({
    genesis: JSON.parse(rococo_v2_2_asset_hub),
    host: '127.0.0.1',
    port: options.port ?? 0,
    'build-block-mode': BuildBlockMode.Instant,
  });
  live += 1;
  const stop = once(async () => {
    await context.close();
    live -= 1;
    // chopsticks runs every chain's wasm in one shared worker thread that keeps the process alive;
    // end it with the last devnet (the next start makes a new one).
    if (live === 0) await destroyWorker();
  });
  try {
    const [host, port] = splitAddress(context.addr);
    const wsUrl = `ws://${host}:${port}`;
    const httpUrl = `http://${host}:${port}`;
    const genesisHash = await polkadotRpc<string>(httpUrl, 'chain_getBlockHash', [0]);
    const balance = options.balance ?? DEFAULT_BALANCE;
    const accounts = await polkadotDevAccounts(options.accounts ?? 4);
    await fundPolkadotAccounts(
      httpUrl,
      accounts.map((account) => account.address),
      balance,
    );
    return {
      wsUrl,
      httpUrl,
      port,
      genesisHash,
      network: createPolkadotLocalNetwork({ genesisHash, rpcUrl: wsUrl }),
      accounts,
      balance,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The JSON part of a devnet (drops `stop`), e.g. to pass it to a browser page. */
export function toPolkadotDevnetInfo(devnet: PolkadotDevnetInfo): PolkadotDevnetInfo {
  const { wsUrl, httpUrl, port, genesisHash, network, accounts, balance } = devnet;
  return { wsUrl, httpUrl, port, genesisHash, network, accounts, balance };
}

function splitAddress(addr: string): [string, number] {
  const colon = addr.lastIndexOf(':');
  return [addr.slice(0, colon), Number(addr.slice(colon + 1))];
}

function once(run: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= run());
}
