import type { ModalView } from '@kit/modal';
import { selectOptions } from '@kit/options';
import { useKitSelector } from './kit-store-hooks';

/**
 * The view a WalletConnect choice opens: ConnectingWalletConnectBasic in basic wallet-connect
 * mode (the `basic` option: QR code and Copy link only), ConnectingWalletConnect otherwise.
 */
export function usePairingView(): ModalView {
  const basic = useKitSelector((state) => selectOptions(state).basic === true);
  return basic ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect';
}
