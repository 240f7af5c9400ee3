// The checks of every answer the clients of the first screen get (config, explorer, Blockchain
// API, on-ramp, sign-in, smart sessions): their valibot schemas and readers, in one module so they
// load as one chunk with the first answer (http/lazy-checks.ts, issue 22). One request instead of
// one per client: the config, the wallet list and the balances all answer around the same time.
export { checkJson } from './check-json';
export { validEntries } from './valid-entries';
export * as blockchain from '../blockchain/blockchain-schemas';
export * as config from '../config/config-schemas';
export * as explorer from '../explorer/explorer-schemas';
export * as onramp from '../onramp/onramp-schemas';
export * as siwx from '../siwx/siwx-schemas';
export * as smartSessions from '../sessions/smart-session-schemas';
