// @kit/api/stored-history: reading a stored history page back (spec §3's history cache). An entry
// of its own: it checks with the history's valibot schemas, which the activity feature's lazily
// loaded saga needs and the first load does not (issue 22: a file @kit/api's main entry reaches
// would be in every page's first load).
export { parseStoredHistoryPage } from './blockchain/stored-history-page';
