// @kit/core/cache-entries: the layout shared by the storage caches (balances, prices, names,
// history): a record of entries by id, each fresh for a lifetime from its timestamp. An entry of
// its own (issue 22): only the balances', names' and activity's storage read and write them, from
// lazily loaded sagas; a file @kit/core's main entry reaches would be in the first load of every
// page whose lazy chunks use it.
export { isFreshCacheTimestamp, isStoredRecord, writeCacheEntries } from './storage/cache-entries';
