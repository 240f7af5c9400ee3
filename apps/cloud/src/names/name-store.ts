import type { Generated } from 'kysely';
import type { CloudDatabase, StoreDb } from '../server/database/cloud-database';
import type { StoreSchema } from '../server/database/store-schema';

/** The names database's file in the cloud's data dir (its schema on PostgreSQL). */
export const NAMES_DB_FILE = 'names.sqlite';

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

/** The names table; `rowid` orders names registered in the same second (SQLite's own). */
export const NAMES_SCHEMA: StoreSchema = {
  file: NAMES_DB_FILE,
  store: 'names',
  synchronous: 'FULL',
  migrations: [
    {
      sqlite: `
CREATE TABLE IF NOT EXISTS names (
  name TEXT PRIMARY KEY,
  -- The registrant, lower case, for reverse lookups.
  owner TEXT NOT NULL,
  registered_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  addresses TEXT NOT NULL,
  attributes TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS names_owner ON names (owner, registered_at);`,
      postgres: `
CREATE TABLE names (
  name TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  registered_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  addresses TEXT NOT NULL,
  attributes TEXT NOT NULL,
  rowid BIGINT GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX names_owner ON names (owner, registered_at);`,
    },
  ],
};

interface NameTables {
  names: {
    name: string;
    owner: string;
    registered_at: number;
    updated_at: number;
    addresses: string;
    attributes: string;
    rowid: Generated<number>;
  };
}

type NameRow = Omit<NameTables['names'], 'owner' | 'rowid'>;
const COLUMNS = ['name', 'registered_at', 'updated_at', 'addresses', 'attributes'] as const;

function toRecord(row: NameRow): NameRecord {
  return {
    name: row.name,
    registered_at: row.registered_at,
    updated_at: row.updated_at,
    addresses: JSON.parse(row.addresses) as NameRecord['addresses'],
    attributes: JSON.parse(row.attributes) as NameRecord['attributes'],
  };
}

/** The registered names, in the cloud's database (SQLite in the data dir, or PostgreSQL). */
export class NameStore {
  private constructor(private readonly store: StoreDb<NameTables>) {}

  static async open(database: CloudDatabase): Promise<NameStore> {
    return new NameStore(await database.open<NameTables>(NAMES_SCHEMA));
  }

  close(): Promise<void> {
    return this.store.close();
  }

  /** The record of a full name (lower case), or undefined. */
  async get(name: string): Promise<NameRecord | undefined> {
    const row = await this.store.db
      .selectFrom('names')
      .select(COLUMNS)
      .where('name', '=', name)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** Which of `names` are registered (one query for a list of suggestions). */
  async takenAmong(names: readonly string[]): Promise<Set<string>> {
    if (names.length === 0) return new Set();
    const rows = await this.store.db
      .selectFrom('names')
      .select('name')
      .where('name', 'in', names)
      .execute();
    return new Set(rows.map((row) => row.name));
  }

  /** The names an address registered, newest first. */
  async byOwner(address: string): Promise<NameRecord[]> {
    const rows = await this.store.db
      .selectFrom('names')
      .select(COLUMNS)
      .where('owner', '=', address.toLowerCase())
      .orderBy('registered_at', 'desc')
      .orderBy('rowid', 'desc')
      .execute();
    return rows.map(toRecord);
  }

  /** Stores a new record for `owner`; false (nothing stored) when the name is taken. */
  async insert(record: NameRecord, owner: string): Promise<boolean> {
    const result = await this.store.db
      .insertInto('names')
      .values({
        name: record.name,
        owner: owner.toLowerCase(),
        registered_at: record.registered_at,
        updated_at: record.updated_at,
        addresses: JSON.stringify(record.addresses),
        attributes: JSON.stringify(record.attributes),
      })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }
}
