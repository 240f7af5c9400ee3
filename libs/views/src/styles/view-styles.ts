import { legalCheckboxStyles } from '../components/LegalCheckbox/LegalCheckbox.styles';
import { skeletonStyles } from '../components/Skeleton/Skeleton.styles';
import {
  statusPanelStyles,
  statusSpinnerStyles,
} from '../components/StatusPanel/StatusPanel.styles';
import { kitModalStyles } from '../shell/KitModal/KitModal.styles';
import { modalToastStyles } from '../shell/ModalToast/ModalToast.styles';
import { viewOutletStyles } from '../shell/ViewOutlet/ViewOutlet.styles';
import { closeRefusedNoticeStyles } from '../shell/CloseRefusedNotice/CloseRefusedNotice.styles';
import { accountViewStyles } from '../views/AccountView/AccountView.styles';
import { allWalletsStyles } from '../views/AllWalletsView/AllWalletsView.styles';
import { connectViewStyles } from '../views/ConnectView/ConnectView.styles';
import { connectingWalletConnectStyles } from '../views/ConnectingWalletConnectView/ConnectingWalletConnectView.styles';
import { profileWalletsStyles } from '../views/ProfileWalletsView/ProfileWalletsView.styles';
import { sendViewStyles } from '../views/SendView/SendView.styles';
import { sendPreviewStyles } from '../views/SendPreviewView/SendPreviewView.styles';
import { activityViewStyles } from '../views/ActivityView/ActivityView.styles';
import { smartSessionsStyles } from '../views/SmartSessionsView/SmartSessionsView.styles';
import { registerAccountNameStyles } from '../views/RegisterAccountNameView/RegisterAccountNameView.styles';
import { noticeStyles } from '../views/UnsupportedChainView/UnsupportedChainView.styles';
import { swapViewStyles } from '../views/SwapView/SwapView.styles';
import { receiveViewStyles } from '../views/ReceiveView/ReceiveView.styles';
import { onRampViewStyles } from '../views/OnRampView/OnRampView.styles';
import { embeddedLoginStyles } from '../components/EmbeddedLogin/EmbeddedLogin.styles';

/**
 * The CSS of the shell and the views, to inject after @kit/ui's `kitStyles` in the same shadow
 * root. Every selector is a `kit-` class, so nothing reaches the host page.
 */
export const viewStyles: string = [
  kitModalStyles,
  modalToastStyles,
  viewOutletStyles,
  closeRefusedNoticeStyles,
  statusPanelStyles,
  statusSpinnerStyles,
  skeletonStyles,
  legalCheckboxStyles,
  connectViewStyles,
  allWalletsStyles,
  connectingWalletConnectStyles,
  accountViewStyles,
  profileWalletsStyles,
  noticeStyles,
  sendViewStyles,
  sendPreviewStyles,
  activityViewStyles,
  registerAccountNameStyles,
  smartSessionsStyles,
  swapViewStyles,
  receiveViewStyles,
  onRampViewStyles,
  embeddedLoginStyles,
]
  .join('')
  .replace(/\n/g, '');
