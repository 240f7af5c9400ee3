// @kit/core/base-units: reading a transfer's amount in the chain's smallest unit (parseBaseUnits).
// An entry of its own (issue 22): only the adapters' transfer code reads one, from lazily loaded
// chunks; a file @kit/core's main entry reaches would be in the first load of every page whose
// lazy chunks use it. Not in @kit/core/units: the modal's views load that one, and an entry's
// file goes whole into each chunk that uses it.
export { parseBaseUnits } from './amounts/base-units';
