import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';

/** The data dir holds keys and sessions: only the cloud's own user may list or read it. */
export const DATA_DIR_MODE = 0o700;
/** Every file the cloud writes into its data dir. */
export const DATA_FILE_MODE = 0o600;

/** Creates the data dir if needed and narrows it to 0700 (a given dir too: it holds secrets). */
export function prepareDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DATA_DIR_MODE });
  chmodSync(dir, DATA_DIR_MODE);
}

/**
 * Makes sure `file` exists with mode 0600 before anyone writes to it, so no secret is ever on
 * disk under a wider mode (SQLite gives its -wal and -shm files the database file's mode).
 */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', DATA_FILE_MODE));
  chmodSync(file, DATA_FILE_MODE);
}
