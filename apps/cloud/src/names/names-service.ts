import path from 'node:path';
import { systemClock, type Clock } from '@kit/core';
import { getAddress, isAddress } from 'ethers';
import { isPersonalSignatureOf } from '../server/personal-sign';
import { ReasonError } from '../server/reason-error';
import { isEvmCoinType, labelOf, NAME_MAX_LENGTH, parseName } from './name-rules';
import { NameStore, type NameRecord } from './name-store';
import { suggestNames, type NameSuggestion } from './name-suggestions';
import { assertFreshTimestamp, parseRegistrationMessage } from './registration-message';

/** The names database's file in the cloud's data dir. */
export const NAMES_DB_FILE = 'names.sqlite';

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
  resolve(name: string): NameRecord;
  /** The names an address registered, newest first. */
  reverse(address: string): NameRecord[];
  /** Free names like `name` (spec §7 suggestions). */
  suggest(name: string, zone: string | undefined): NameSuggestion[];
  /** Checks a signed registration and stores it; the new record. */
  register(body: unknown): NameRecord;
  close(): void;
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

/** Opens (or creates) the names database in `dataDir`. `clock` judges message timestamps. */
export function createNamesService(dataDir: string, clock: Clock = systemClock): NamesService {
  const store = new NameStore(path.join(dataDir, NAMES_DB_FILE));
  const nowSeconds = () => Math.floor(clock.now() / 1000);

  return {
    resolve(name) {
      const record = store.get(parseName(name).fullName);
      if (record === undefined) throw new ReasonError(404, 'Name not found');
      return record;
    },

    reverse(address) {
      return store.byOwner(evmAddressOrRefuse(address));
    },

    suggest(name, zone) {
      const label = labelOf(name, zone);
      // A label too short to register still gets suggestions ('abc' → 'abc1'); bad characters not.
      if (!/^[A-Za-z0-9-]+$/.test(label) || label.length > NAME_MAX_LENGTH) {
        throw new ReasonError(400, 'Invalid name: use letters, digits and hyphens only');
      }
      return suggestNames(label.toLowerCase(), (fullName) => store.has(fullName));
    },

    register(body) {
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
      if (!store.insert(record, address)) throw new ReasonError(409, 'Name already registered');
      return record;
    },

    close: () => store.close(),
  };
}
