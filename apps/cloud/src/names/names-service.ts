import { systemClock, type Clock } from '@kit/core';
import { getAddress, isAddress } from 'ethers';
import { isPersonalSignatureOf } from '../server/personal-sign';
import { ReasonError } from '../server/reason-error';
import { isEvmCoinType, labelOf, NAME_MAX_LENGTH, parseName } from './name-rules';
import type { CloudDatabase } from '../server/database/cloud-database';
import { NameStore, type NameRecord } from './name-store';
import { suggestionCandidates, suggestNames, type NameSuggestion } from './name-suggestions';
import { assertFreshTimestamp, parseRegistrationMessage } from './registration-message';

export { NAMES_DB_FILE } from './name-store';

/** The body of POST /v1/profile/account (spec §7). */
export interface NameRegistrationBody {
  coin_type: number;
  address: string;
  message: string;
  signature: string;
}

/** The names service behind the /v1/profile routes. Refusals are ReasonErrors. */
export interface NamesService {
  /** The record of a name ('alice.kit.id' or 'alice'); 404 'Name not found'. */
  resolve(name: string): Promise<NameRecord>;
  /** The names an address registered, newest first. */
  reverse(address: string): Promise<NameRecord[]>;
  /** Free names like `name` (spec §7 suggestions). */
  suggest(name: string, zone: string | undefined): Promise<NameSuggestion[]>;
  /** Checks a signed registration and stores it; the new record. */
  register(body: unknown): Promise<NameRecord>;
  close(): Promise<void>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The address of a path or body, checksummed; anything else is a 400. */
export function evmAddressOrRefuse(raw: unknown): string {
  if (typeof raw !== 'string' || !isAddress(raw)) {
    throw new ReasonError(400, 'Invalid address: expected a 0x-prefixed EVM address');
  }
  return getAddress(raw);
}

function readRegistrationBody(body: unknown): NameRegistrationBody {
  if (!isRecord(body)) {
    throw new ReasonError(400, 'Expected a JSON body { coin_type, address, message, signature }');
  }
  const { coin_type, address, message, signature } = body;
  if (!isEvmCoinType(coin_type)) {
    throw new ReasonError(
      400,
      'Invalid coin type: expected an EVM coin type, (0x80000000 | chainId) >>> 0 (ENSIP-11)',
    );
  }
  if (typeof message !== 'string') throw new ReasonError(400, 'message must be a string');
  if (typeof signature !== 'string') throw new ReasonError(400, 'Invalid signature');
  return { coin_type, address: evmAddressOrRefuse(address), message, signature };
}

/** Opens (or creates) the names store in the cloud's database. `clock` judges message timestamps. */
export async function createNamesService(
  database: CloudDatabase,
  clock: Clock = systemClock,
): Promise<NamesService> {
  const store = await NameStore.open(database);
  const nowSeconds = () => Math.floor(clock.now() / 1000);

  return {
    async resolve(name) {
      const record = await store.get(parseName(name).fullName);
      if (record === undefined) throw new ReasonError(404, 'Name not found');
      return record;
    },

    async reverse(address) {
      return store.byOwner(evmAddressOrRefuse(address));
    },

    async suggest(name, zone) {
      const label = labelOf(name, zone);
      // A label too short to register still gets suggestions ('abc' → 'abc1'); bad characters not.
      if (!/^[A-Za-z0-9-]+$/.test(label) || label.length > NAME_MAX_LENGTH) {
        throw new ReasonError(400, 'Invalid name: use letters, digits and hyphens only');
      }
      const taken = await store.takenAmong(suggestionCandidates(label.toLowerCase()));
      return suggestNames(label.toLowerCase(), (fullName) => taken.has(fullName));
    },

    async register(body) {
      const { coin_type, address, message, signature } = readRegistrationBody(body);
      const { name, attributes, timestamp } = parseRegistrationMessage(message);
      const now = nowSeconds();
      assertFreshTimestamp(timestamp, now);
      if (!isPersonalSignatureOf(message, signature, address)) {
        throw new ReasonError(400, 'Invalid signature');
      }
      const record: NameRecord = {
        name: name.fullName,
        registered_at: now,
        updated_at: now,
        addresses: { [String(coin_type)]: { address, created: now } },
        attributes,
      };
      if (!(await store.insert(record, address)))
        throw new ReasonError(409, 'Name already registered');
      return record;
    },

    close: () => store.close(),
  };
}
