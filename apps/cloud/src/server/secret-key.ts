import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { CloudStartError } from './cloud-start-error';
import { DATA_FILE_MODE, ensurePrivateFile } from './data-dir';

/** The environment variable holding the cloud's secret key (32 bytes, hex or base64). */
export const SECRET_KEY_ENV = 'KIT_CLOUD_SECRET_KEY';
/** Previous keys, comma separated: data under them is re-encrypted with the current key at start. */
export const PREVIOUS_SECRET_KEYS_ENV = 'KIT_CLOUD_PREVIOUS_SECRET_KEYS';
/** Where a local-dev key is generated when none is given (never for production: see README). */
export const SECRET_KEY_FILE = 'secret.key';

/** 32 bytes written as 64 hex digits or as base64 / base64url (43-44 characters). */
export function parseSecretKey(value: string, source: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : undefined;
  if (key?.length !== 32) {
    throw new CloudStartError(
      'SECRET_KEY_INVALID',
      `${source} must be 32 bytes, written as 64 hex digits or base64 (openssl rand -hex 32)`,
    );
  }
  return key;
}

/** The keys the cloud encrypts with (`current`) and can still read (`previous`). */
export interface SecretKeys {
  current: Buffer;
  previous: Buffer[];
}

/**
 * The secret key: the `secretKey` option, else KIT_CLOUD_SECRET_KEY, else (local development) a
 * key generated once into `<dataDir>/secret.key` (0600), with a warning: whoever reads the data
 * dir then reads the seeds too. A temp data dir (deleted at stop) gets a key in memory instead.
 */
export function resolveSecretKeys(options: {
  secretKey?: string;
  previousSecretKeys?: readonly string[];
  dataDir: string;
  /** A temp data dir deleted at stop: an unset key is then a fresh one in memory, without warning. */
  ephemeral?: boolean;
  env?: NodeJS.ProcessEnv;
  warn: (message: string) => void;
}): SecretKeys {
  const env = options.env ?? process.env;
  const previous = (
    options.previousSecretKeys ??
    (env[PREVIOUS_SECRET_KEYS_ENV] ?? '').split(',').filter((text) => text.trim() !== '')
  ).map((text) => parseSecretKey(text, PREVIOUS_SECRET_KEYS_ENV));
  const given = options.secretKey ?? env[SECRET_KEY_ENV];
  if (given !== undefined && given !== '') {
    return {
      current: parseSecretKey(given, options.secretKey ? 'secretKey' : SECRET_KEY_ENV),
      previous,
    };
  }
  if (options.ephemeral) return { current: randomBytes(32), previous };
  const file = path.join(options.dataDir, SECRET_KEY_FILE);
  if (!existsSync(file)) {
    ensurePrivateFile(file);
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: DATA_FILE_MODE });
  }
  options.warn(
    `${SECRET_KEY_ENV} is not set: using the development key in ${file}. ` +
      'Set it (openssl rand -hex 32) when hosting: the key must not live beside the data it protects.',
  );
  return { current: parseSecretKey(readFileSync(file, 'utf8'), file), previous };
}
