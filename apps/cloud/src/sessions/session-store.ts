import type { Generated } from 'kysely';
import type { CloudDatabase, StoreDb } from '../server/database/cloud-database';
import type { StoreSchema } from '../server/database/store-schema';

/** The smart sessions' file in the data dir (its schema on PostgreSQL). */
export const SESSIONS_DB_FILE = 'smart-sessions.sqlite';

/** One permission of a smart session (ERC-7715 style): its type and type-specific data. */
export interface SmartSessionPermission {
  type: string;
  data?: unknown;
  policies?: unknown[];
}

/** A smart session as the service keeps it. Times are unix seconds. */
export interface SmartSessionRecord {
  /** The permission context id, a lower-case 0x hex string. */
  pci: string;
  /** The account that granted it, checksummed. */
  address: string;
  /** The project (dApp) it was granted to. */
  projectId: string;
  /** The chain it is for, when one was named. */
  chainId?: number;
  createdAt: number;
  expiry: number;
  permissions: SmartSessionPermission[];
  /** When the owner revoked it; absent while it stands. */
  revokedAt?: number;
}

/** The sessions table; `rowid` orders sessions created in the same second (SQLite's own). */
export const SESSIONS_SCHEMA: StoreSchema = {
  file: SESSIONS_DB_FILE,
  store: 'smart-sessions',
  synchronous: 'FULL',
  migrations: [
    {
      sqlite: `
CREATE TABLE IF NOT EXISTS sessions (
  pci TEXT PRIMARY KEY,
  -- The account, lower case; 'address' keeps its checksummed spelling.
  owner TEXT NOT NULL,
  address TEXT NOT NULL,
  project_id TEXT NOT NULL,
  chain_id INTEGER,
  created_at INTEGER NOT NULL,
  expiry INTEGER NOT NULL,
  permissions TEXT NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS sessions_owner ON sessions (owner, project_id, created_at);`,
      postgres: `
CREATE TABLE sessions (pci TEXT PRIMARY KEY, owner TEXT NOT NULL, address TEXT NOT NULL,
  project_id TEXT NOT NULL, chain_id BIGINT, created_at BIGINT NOT NULL, expiry BIGINT NOT NULL,
  permissions TEXT NOT NULL, revoked_at BIGINT, rowid BIGINT GENERATED ALWAYS AS IDENTITY);
CREATE INDEX sessions_owner ON sessions (owner, project_id, created_at);`,
    },
  ],
};

interface SessionTables {
  sessions: {
    pci: string;
    owner: string;
    address: string;
    project_id: string;
    chain_id: number | null;
    created_at: number;
    expiry: number;
    permissions: string;
    revoked_at: number | null;
    rowid: Generated<number>;
  };
}

type SessionRow = Omit<SessionTables['sessions'], 'owner' | 'rowid'>;

const COLUMNS = [
  'pci',
  'address',
  'project_id',
  'chain_id',
  'created_at',
  'expiry',
  'permissions',
  'revoked_at',
] as const;

function toRecord(row: SessionRow): SmartSessionRecord {
  return {
    pci: row.pci,
    address: row.address,
    projectId: row.project_id,
    ...(row.chain_id !== null ? { chainId: row.chain_id } : {}),
    createdAt: row.created_at,
    expiry: row.expiry,
    permissions: JSON.parse(row.permissions) as SmartSessionPermission[],
    ...(row.revoked_at !== null ? { revokedAt: row.revoked_at } : {}),
  };
}

/** The smart sessions, in the cloud's database (SQLite in the data dir, or PostgreSQL). */
export class SessionStore {
  private constructor(private readonly store: StoreDb<SessionTables>) {}

  static async open(database: CloudDatabase): Promise<SessionStore> {
    return new SessionStore(await database.open<SessionTables>(SESSIONS_SCHEMA));
  }

  close(): Promise<void> {
    return this.store.close();
  }

  async insert(session: SmartSessionRecord): Promise<void> {
    await this.store.db
      .insertInto('sessions')
      .values({
        pci: session.pci,
        owner: session.address.toLowerCase(),
        address: session.address,
        project_id: session.projectId,
        chain_id: session.chainId ?? null,
        created_at: session.createdAt,
        expiry: session.expiry,
        permissions: JSON.stringify(session.permissions),
        revoked_at: null,
      })
      .execute();
  }

  /** The session `pci` of `address` for `projectId`, revoked or not. */
  async get(
    address: string,
    projectId: string,
    pci: string,
  ): Promise<SmartSessionRecord | undefined> {
    const row = await this.store.db
      .selectFrom('sessions')
      .select(COLUMNS)
      .where('pci', '=', pci.toLowerCase())
      .where('owner', '=', address.toLowerCase())
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** The sessions of `address` for `projectId` neither revoked nor expired at `now`, newest first. */
  async active(address: string, projectId: string, now: number): Promise<SmartSessionRecord[]> {
    const rows = await this.store.db
      .selectFrom('sessions')
      .select(COLUMNS)
      .where('owner', '=', address.toLowerCase())
      .where('project_id', '=', projectId)
      .where('revoked_at', 'is', null)
      .where('expiry', '>', now)
      .orderBy('created_at', 'desc')
      .orderBy('rowid', 'desc')
      .execute();
    return rows.map(toRecord);
  }

  /** Marks a standing session revoked at `now`; revoking it again keeps the first time. */
  async revoke(pci: string, now: number): Promise<void> {
    await this.store.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('pci', '=', pci.toLowerCase())
      .where('revoked_at', 'is', null)
      .execute();
  }
}
