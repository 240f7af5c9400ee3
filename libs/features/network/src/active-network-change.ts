// @kit/network/active-network-change: a saga that puts an action whenever the active network
// changes (putOnActiveNetworkChange). An entry of its own (issue 22): only the send and swap forms'
// lazily loaded sagas reset with the network; a file @kit/network's main entry reaches would be in
// the first load of every page whose lazy chunks use it.
export { putOnActiveNetworkChange } from './active-network-change.saga';
