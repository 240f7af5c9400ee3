// @kit/core/address: the address checks that answer at once, EIP-55 included. An entry of its own
// (issue 22): EIP-55 needs keccak (@noble/hashes), and a file @kit/core's main entry reaches would
// be in the first load of every page whose lazy chunks use it, though the first screen (a Connect
// button) checks no address. Kit itself asks EVM_PROFILE's rule, which loads the same code on first
// need (loadEvmChecksum, NamespaceAddressRule.load).
export { isValidAddress, validateAddress } from './address/address';
export { isEvmAddress, toChecksumAddress } from './address/evm-address';
