import { openDatabase, type StoreDatabase } from '../server/open-database';

/** A registered name as GET /v1/profile/account/{name} answers it (spec §3). */
export interface NameRecord {
  /** '<label>.kit.id', lower case. */
  name: string;
  /** Unix seconds. */
  registered_at: number;
  /** Unix seconds. */
  updated_at: number;
  /** By ENSIP-11 coin type (a decimal string key): the address and when it was set (seconds). */
  addresses: Record<string, { address: string; created: number }>;
  attributes: Record<string, string>;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS names (
  name TEXT PRIMARY KEY,
  -- The registrant, lower case, for reverse lookups.
  owner TEXT NOT NULL,
  registered_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  addresses TEXT NOT NULL,
  attributes TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS names_owner ON names (owner, registered_at);
`;

interface NameRow {
  name: string;
  registered_at: number;
  updated_at: number;
  addresses: string;
  attributes: string;
}

function toRecord(row: NameRow): NameRecord {
  return {
    name: row.name,
    registered_at: row.registered_at,
    updated_at: row.updated_at,
    addresses: JSON.parse(row.addresses) as NameRecord['addresses'],
    attributes: JSON.parse(row.attributes) as NameRecord['attributes'],
  };
}

/** The registered names in SQLite (better-sqlite3, synchronous), in the cloud's data dir. */
export class NameStore {
  private readonly db: StoreDatabase;

  constructor(file: string) {
    this.db = openDatabase(file, { synchronous: 'FULL', migrate: (db) => db.exec(SCHEMA) });
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  /** The record of a full name (lower case), or undefined. */
  get(name: string): NameRecord | undefined {
    const row = this.db
      .prepare(
        'SELECT name, registered_at, updated_at, addresses, attributes FROM names WHERE name = ?',
      )
      .get(name) as NameRow | undefined;
    return row && toRecord(row);
  }

  has(name: string): boolean {
    return this.db.prepare('SELECT 1 FROM names WHERE name = ?').get(name) !== undefined;
  }

  /** The names an address registered, newest first. */
  byOwner(address: string): NameRecord[] {
    const rows = this.db
      .prepare(
        `SELECT name, registered_at, updated_at, addresses, attributes FROM names
           WHERE owner = ? ORDER BY registered_at DESC, rowid DESC`,
      )
      .all(address.toLowerCase()) as NameRow[];
    return rows.map(toRecord);
  }

  /** Stores a new record for `owner`; false (nothing stored) when the name is taken. */
  insert(record: NameRecord, owner: string): boolean {
    const result = this.db
      .prepare(
        `INSERT INTO names (name, owner, registered_at, updated_at, addresses, attributes)
           VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (name) DO NOTHING`,
      )
      .run(
        record.name,
        owner.toLowerCase(),
        record.registered_at,
        record.updated_at,
        JSON.stringify(record.addresses),
        JSON.stringify(record.attributes),
      );
    return result.changes === 1;
  }
}
