import type { Clock } from '@kit/core';
import type { CatalogueWallet } from './explorer/catalogue-wallet';
import type { OtpLimits } from './otp/otp-guard';
import type { OtpLockStore } from './otp/otp-lock-store';
import type { CloudDatabase } from './server/database/cloud-database';
import type { SecretBox } from './server/secret-box';
import type { FaultTable } from './faults/fault-table';
import type { IdentityProviders } from './secure-site/identity-providers';
import type { ProjectRegistry } from './projects/project-registry';
import type { CloudLimits } from './server/cloud-limits';
import type { RedisHealth } from './redis/shared-redis';
import type { SinkStore } from './sinks/sink-store';

/** An ERC-20 test token of the devnet (the harness's `DevnetToken` fits). */
export interface CloudDevnetToken {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
}

/** The local chains the services may talk to (the devnet harness's `toDevnetInfo()` fits). */
export interface CloudDevnet {
  /** `tokens: false` marks a chain without the test tokens (the harness's second chain may be one). */
  chains: ReadonlyArray<{ chainId: number; rpcUrl: string; tokens?: boolean }>;
  /**
   * The test tokens, deployed at the same addresses on every chain that has them. The Blockchain
   * API lists their balances and indexes their transfers; without them it knows the native coin only.
   */
  tokens?: Readonly<Record<string, CloudDevnetToken>>;
  /**
   * The local Solana chain (the harness's `SolanaDevnetInfo` fits): the embedded wallet signs and
   * sends there. Account 0 is the test token's mint authority (its TEST-ONLY key, from a public
   * seed), with which new embedded identities get some KUSD.
   */
  solana?: CloudSolanaDevnet;
}

/** The local Solana chain the secure site sends to. */
export interface CloudSolanaDevnet {
  /** The CAIP-2 reference of the chain (`solana:<reference>`). */
  reference: string;
  /** http://127.0.0.1:<port> */
  rpcUrl: string;
  /** The SPL test token. */
  token?: { address: string; decimals: number; symbol: string };
  /** base58 secret keys (64 bytes); account 0 is the mint authority. */
  accounts?: ReadonlyArray<{ address: string; secretKey: string }>;
}

/** The cloud's secrets at rest and the limits that guard its one-time codes. */
export interface CloudSecrets {
  /** Seals seeds and mail, keys the code hashes (the cloud's secret key). */
  box: SecretBox;
  /** Wrong-code counters per inbox and client, shared by the OTP flows. */
  otpLocks: OtpLockStore;
  otpLimits: OtpLimits;
  /** How long a secure-site session lasts. */
  secureSessionTtlMs?: number;
}

/** What every route module gets: the server's state, built once by startCloud. */
export interface CloudContext {
  projects: ProjectRegistry;
  /** The explorer catalogue, in rank order. */
  wallets: readonly CatalogueWallet[];
  faults: FaultTable;
  sinks: SinkStore;
  /** Where services keep files (projects.json, the SQLite stores…). */
  dataDir: string;
  /** Where the stores live: SQLite files in the data dir, or PostgreSQL (`databaseUrl`). */
  database: CloudDatabase;
  /** Body sizes, rates and budgets in force (startCloud's `limits` over the defaults). */
  limits: CloudLimits;
  /** For the services that read the chains (Blockchain API, RPC); absent when not started. */
  devnet?: CloudDevnet;
  /** The public origin (`startCloud({ publicUrl })`, default the listening URL): every generated URL and own-origin check. */
  publicUrl(): string;
  /** Dev-only conveniences (the stand-in Farcaster login, the local mailbox); loopback only. */
  dev: boolean;
  /** The social logins' OpenID Connect providers. */
  identityProviders: IdentityProviders;
  secrets: CloudSecrets;
  /** The time of the OTP flows and secure-site sessions (tests move it). */
  clock: Clock;
  /** The Redis the instances share (REDIS_URL), for readiness; absent when the cloud runs alone. */
  redis?: RedisHealth;
}
