// The local Solana chain of the devnet: a LiteSVM ledger behind JSON-RPC + WebSocket on 127.0.0.1,
// with funded dev accounts and an SPL test token minted at start through real transactions (System
// program createAccount, Token program InitializeMint2, Associated Token Account program, MintTo).
import { base58 } from '@scure/base';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import type { Keypair } from '@solana/web3.js';
import { LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';
import { SOLANA_LOCAL_REFERENCE } from '@kit/core';
import { SolanaLedger } from './solana-ledger';
import { serveSolanaLedger } from './solana-rpc-server';
import { solanaDevAccountKeypair, solanaTestMintKeypair } from './solana-keys';

/** A funded dev account. TEST-ONLY keys derived from public seeds (solana-keys.ts). */
export interface SolanaDevnetAccount {
  /** base58 public key */
  address: string;
  /** base58 of the 64-byte secret key (seed + public key), the form Solana CLIs and wallets import. */
  secretKey: string;
}

/** The SPL test token. */
export interface SolanaDevnetToken {
  /** The mint address. */
  address: string;
  decimals: number;
  symbol: string;
  name: string;
}

/** Everything a test needs to reach the local Solana chain. Plain JSON. */
export interface SolanaDevnetInfo {
  /** The CAIP-2 reference Kit gives the local chain (`solana:<reference>`). */
  reference: string;
  /** http://127.0.0.1:<port> */
  rpcUrl: string;
  /** ws://127.0.0.1:<port> (subscriptions; the same port) */
  webSocketUrl: string;
  token: SolanaDevnetToken;
  /** Account 0 is the mint authority. */
  accounts: SolanaDevnetAccount[];
}

/** A running local Solana chain. */
export interface SolanaDevnet extends SolanaDevnetInfo {
  /** The ledger itself, for tests that inspect it without RPC. */
  ledger: SolanaLedger;
  /** Closes the server. Safe to call twice. */
  stop(): Promise<void>;
}

/** Options of startSolanaDevnet; every field has a default. */
export interface StartSolanaDevnetOptions {
  /** Defaults to a free port. */
  port?: number;
  /** Number of funded accounts; defaults to 10. */
  accounts?: number;
  /** SOL per account; defaults to 1000. */
  balanceSol?: number;
  /** Whole test tokens per account; defaults to 1,000,000. */
  tokenBalance?: bigint;
}

const TOKEN = { symbol: 'KUSD', name: 'Kit USD', decimals: 6 } as const;

/**
 * Starts the local Solana chain: funds `accounts` dev accounts with SOL, creates the KUSD mint
 * (6 decimals, authority account 0) and gives every account `tokenBalance` KUSD in its associated
 * token account. Measured start: tens of milliseconds.
 */
export async function startSolanaDevnet(
  options: StartSolanaDevnetOptions = {},
): Promise<SolanaDevnet> {
  const ledger = new SolanaLedger();
  const keypairs = Array.from({ length: options.accounts ?? 10 }, (_, i) =>
    solanaDevAccountKeypair(i),
  );
  const authority = keypairs[0];
  if (!authority) throw new Error('the Solana devnet needs at least one account');
  const lamports = BigInt(options.balanceSol ?? 1000) * BigInt(LAMPORTS_PER_SOL);
  for (const keypair of keypairs) expectOk(ledger.airdrop(keypair.publicKey.toBase58(), lamports));
  const mint = solanaTestMintKeypair();
  mintTestToken(
    ledger,
    authority,
    mint,
    keypairs,
    (options.tokenBalance ?? 1_000_000n) * 10n ** BigInt(TOKEN.decimals),
  );

  const server = await serveSolanaLedger(
    ledger,
    options.port === undefined ? {} : { port: options.port },
  );
  return {
    reference: SOLANA_LOCAL_REFERENCE,
    rpcUrl: server.rpcUrl,
    webSocketUrl: server.webSocketUrl,
    token: { address: mint.publicKey.toBase58(), ...TOKEN },
    accounts: keypairs.map((keypair) => ({
      address: keypair.publicKey.toBase58(),
      secretKey: base58.encode(keypair.secretKey),
    })),
    ledger,
    stop: server.stop,
  };
}

/** Strips `stop` and the ledger so the handle can be serialised. */
export function toSolanaDevnetInfo(devnet: SolanaDevnetInfo): SolanaDevnetInfo {
  const { reference, rpcUrl, webSocketUrl, token, accounts } = devnet;
  return { reference, rpcUrl, webSocketUrl, token, accounts };
}

function mintTestToken(
  ledger: SolanaLedger,
  authority: Keypair,
  mint: Keypair,
  holders: Keypair[],
  amount: bigint,
): void {
  const create = new Transaction().add(
    SystemProgram.createAccount({
      fromPubkey: authority.publicKey,
      newAccountPubkey: mint.publicKey,
      lamports: Number(ledger.minimumBalanceForRentExemption(MINT_SIZE)),
      space: MINT_SIZE,
      programId: TOKEN_PROGRAM_ID,
    }),
    createInitializeMint2Instruction(mint.publicKey, TOKEN.decimals, authority.publicKey, null),
  );
  submit(ledger, create, [authority, mint]);
  // A few holders per transaction keeps each under the 1232-byte packet limit.
  for (let start = 0; start < holders.length; start += 4) {
    const batch = new Transaction();
    for (const holder of holders.slice(start, start + 4)) {
      const account = getAssociatedTokenAddressSync(mint.publicKey, holder.publicKey);
      batch.add(
        createAssociatedTokenAccountIdempotentInstruction(
          authority.publicKey,
          account,
          holder.publicKey,
          mint.publicKey,
        ),
        createMintToInstruction(mint.publicKey, account, authority.publicKey, amount),
      );
    }
    submit(ledger, batch, [authority]);
  }
}

function submit(ledger: SolanaLedger, transaction: Transaction, signers: Keypair[]): void {
  transaction.recentBlockhash = ledger.latestBlockhash().blockhash;
  transaction.feePayer = signers[0]!.publicKey;
  transaction.sign(...signers);
  expectOk(ledger.submit(transaction.serialize(), { preflight: true }));
}

function expectOk(result: ReturnType<SolanaLedger['submit']>): void {
  if (!result.ok) {
    throw new Error(
      `Solana devnet setup failed: ${JSON.stringify(result.err)} ${result.logs.join('\n')}`,
    );
  }
}
