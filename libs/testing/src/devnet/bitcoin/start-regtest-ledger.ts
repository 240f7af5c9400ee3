// Starts the bip122 part of the devnet: a regtest ledger with funded test accounts behind an
// Esplora-compatible API on 127.0.0.1. Debian ships no bitcoind, so this in-process ledger stands
// in for bitcoind + electrs in tests and in the playground; it is not a node (see regtest-ledger.ts).
import type { AddressInfo } from 'node:net';
import { regtestAccount } from './regtest-accounts';
import type { RegtestAccount } from './regtest-accounts';
import { DEFAULT_FEE_ESTIMATES, createEsploraServer } from './esplora-server';
import type { FeeEstimates } from './esplora-server';
import { RegtestLedger } from './regtest-ledger';

/** The CAIP-2 id of regtest (the first 32 hex characters of its genesis hash). */
export const REGTEST_CAIP_NETWORK_ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';

/** Options of startRegtestLedger; every field has a default. */
export interface StartRegtestLedgerOptions {
  /** Defaults to a free port chosen by the OS. */
  port?: number;
  /** Number of funded accounts; defaults to 4. */
  accounts?: number;
  /** What each account's payment and ordinals addresses get at start, in satoshis; defaults to 1 BTC each. */
  fundingSats?: bigint;
  /** Payment outputs per account (several UTXOs make coin selection testable); defaults to 2. */
  utxosPerAccount?: number;
  /** GET /fee-estimates; defaults to DEFAULT_FEE_ESTIMATES. */
  feeEstimates?: FeeEstimates;
  /** The minimum relay fee rate in sat/vB; defaults to 1. */
  minRelayFeeRate?: number;
}

/** What a test needs to reach the ledger. Plain JSON, so it can travel in an env var. */
export interface RegtestLedgerInfo {
  /** The Esplora base URL, http://127.0.0.1:<port> (no trailing slash). */
  url: string;
  port: number;
  caipNetworkId: typeof REGTEST_CAIP_NETWORK_ID;
  accounts: RegtestAccount[];
}

/** A running regtest ledger. */
export interface RegtestLedgerHandle extends RegtestLedgerInfo {
  /** The ledger itself, for in-process tests (mine, fund, inspect). */
  ledger: RegtestLedger;
  /** Replaces what GET /fee-estimates answers. */
  setFeeEstimates(estimates: FeeEstimates): void;
  /** Stops the HTTP server. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Starts a regtest ledger on 127.0.0.1: block 1 funds every test account's payment address
 * (`utxosPerAccount` outputs summing to `fundingSats`) and ordinals address (`fundingSats`).
 */
export async function startRegtestLedger(
  options: StartRegtestLedgerOptions = {},
): Promise<RegtestLedgerHandle> {
  const ledger = new RegtestLedger({
    ...(options.minRelayFeeRate !== undefined && { minRelayFeeRate: options.minRelayFeeRate }),
  });
  const accounts = Array.from({ length: options.accounts ?? 4 }, (_, index) =>
    regtestAccount(index),
  );
  const funding = options.fundingSats ?? 100_000_000n;
  const pieces = BigInt(Math.max(1, options.utxosPerAccount ?? 2));
  ledger.fund(
    accounts.flatMap((account) => [
      ...Array.from({ length: Number(pieces) }, (_, index) => ({
        address: account.paymentAddress,
        // The last piece takes the remainder so the pieces add up to `funding` exactly.
        value:
          index === Number(pieces) - 1
            ? funding - (funding / pieces) * (pieces - 1n)
            : funding / pieces,
      })),
      { address: account.ordinalsAddress, value: funding },
    ]),
  );

  let feeEstimates: FeeEstimates = { ...(options.feeEstimates ?? DEFAULT_FEE_ESTIMATES) };
  const server = createEsploraServer(ledger, { feeEstimates: () => feeEstimates });
  await server.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const port = (server.server.address() as AddressInfo).port;
  let stopped: Promise<void> | undefined;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    caipNetworkId: REGTEST_CAIP_NETWORK_ID,
    accounts,
    ledger,
    setFeeEstimates(estimates) {
      feeEstimates = { ...estimates };
    },
    stop: () => (stopped ??= server.close()),
  };
}

/** Strips the live parts so the handle can be serialised. */
export function toRegtestLedgerInfo(handle: RegtestLedgerInfo): RegtestLedgerInfo {
  const { url, port, caipNetworkId, accounts } = handle;
  return { url, port, caipNetworkId, accounts };
}
