// @kit/core/units: converting amounts between decimal strings and integer base units
// (parseUnits, formatUnits). An entry of its own (issue 22): balances, sends and swaps convert
// amounts, all from lazily loaded chunks; a file @kit/core's main entry reaches would be in the
// first load of every page whose lazy chunks use it.
export { formatUnits, parseUnits } from './amounts/units';
