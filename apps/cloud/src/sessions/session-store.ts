import { openDatabase, type StoreDatabase } from '../server/open-database';

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

const SCHEMA = `
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
CREATE INDEX IF NOT EXISTS sessions_owner ON sessions (owner, project_id, created_at);
`;

interface SessionRow {
  pci: string;
  address: string;
  project_id: string;
  chain_id: number | null;
  created_at: number;
  expiry: number;
  permissions: string;
  revoked_at: number | null;
}

const COLUMNS = 'pci, address, project_id, chain_id, created_at, expiry, permissions, revoked_at';

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

/** The smart sessions in SQLite (better-sqlite3, synchronous), in the cloud's data dir. */
export class SessionStore {
  private readonly db: StoreDatabase;

  constructor(file: string) {
    this.db = openDatabase(file, { synchronous: 'FULL', migrate: (db) => db.exec(SCHEMA) });
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  insert(session: SmartSessionRecord): void {
    this.db
      .prepare(
        `INSERT INTO sessions (pci, owner, address, project_id, chain_id, created_at, expiry,
           permissions, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
      )
      .run(
        session.pci,
        session.address.toLowerCase(),
        session.address,
        session.projectId,
        session.chainId ?? null,
        session.createdAt,
        session.expiry,
        JSON.stringify(session.permissions),
      );
  }

  /** The session `pci` of `address` for `projectId`, revoked or not. */
  get(address: string, projectId: string, pci: string): SmartSessionRecord | undefined {
    const row = this.db
      .prepare(`SELECT ${COLUMNS} FROM sessions WHERE pci = ? AND owner = ? AND project_id = ?`)
      .get(pci.toLowerCase(), address.toLowerCase(), projectId) as SessionRow | undefined;
    return row && toRecord(row);
  }

  /** The sessions of `address` for `projectId` neither revoked nor expired at `now`, newest first. */
  active(address: string, projectId: string, now: number): SmartSessionRecord[] {
    const rows = this.db
      .prepare(
        `SELECT ${COLUMNS} FROM sessions
           WHERE owner = ? AND project_id = ? AND revoked_at IS NULL AND expiry > ?
           ORDER BY created_at DESC, rowid DESC`,
      )
      .all(address.toLowerCase(), projectId, now) as SessionRow[];
    return rows.map(toRecord);
  }

  /** Marks a standing session revoked at `now`; revoking it again keeps the first time. */
  revoke(pci: string, now: number): void {
    this.db
      .prepare('UPDATE sessions SET revoked_at = ? WHERE pci = ? AND revoked_at IS NULL')
      .run(now, pci.toLowerCase());
  }
}
