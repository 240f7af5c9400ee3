import type { CatalogueWallet } from './explorer/catalogue-wallet';
import type { FaultTable } from './faults/fault-table';
import type { ProjectRegistry } from './projects/project-registry';
import type { SinkStore } from './sinks/sink-store';

/** The local chains the services may talk to (the devnet harness's `toDevnetInfo()` fits). */
export interface CloudDevnet {
  chains: ReadonlyArray<{ chainId: number; rpcUrl: string }>;
}

/** What every route module gets: the server's state, built once by startCloud. */
export interface CloudContext {
  projects: ProjectRegistry;
  /** The explorer catalogue, in rank order. */
  wallets: readonly CatalogueWallet[];
  faults: FaultTable;
  sinks: SinkStore;
  /** Where services keep files (projects.json; later SQLite databases). */
  dataDir: string;
  /** For the services that read the chains (Blockchain API, RPC); absent when not started. */
  devnet?: CloudDevnet;
}
