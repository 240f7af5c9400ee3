// The pairing views' chunk's entry (see modal-anchor.ts): the QR code's encoder comes along.
export {
  ConnectingWalletConnectBasicView,
  ConnectingWalletConnectView,
} from '../ConnectingWalletConnectView/ConnectingWalletConnectView';
export { MODAL_ANCHOR } from './modal-anchor';
