import { injectLazySlice } from '@kit/store';
import { namesSlice } from '@kit/names/slice';
import { smartSessionsSlice } from '@kit/smart-sessions/slice';

// The views a visitor reaches from Account or that a wallet event opens, never the first screen:
// one lazily loaded chunk for all of them (ViewOutlet's `secondaryView`). One chunk rather than
// one each, because every lazy chunk also costs the first load (see shell/lazy-view-anchor.ts)
// and these are small; the first one shown brings the others along.
// SmartSessions and the name registration views move (or ask for what moves) the smart-sessions
// and names slices, and a failed load of their sagas reports into them, so those slices join the
// store's root reducer as this chunk loads (issue 22; @kit/store's injectLazySlice).
injectLazySlice(smartSessionsSlice);
injectLazySlice(namesSlice);
export { ApproveTransactionView } from './ApproveTransactionView/ApproveTransactionView';
export { DataCaptureView } from './DataCaptureView/DataCaptureView';
export { NetworksView } from './NetworksView/NetworksView';
export { ProfileWalletsView } from './ProfileWalletsView/ProfileWalletsView';
export { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView/RegisterAccountNameSuccessView';
export { RegisterAccountNameView } from './RegisterAccountNameView/RegisterAccountNameView';
export { SIWXSignMessageView } from './SIWXSignMessageView/SIWXSignMessageView';
export { SmartSessionsView } from './SmartSessionsView/SmartSessionsView';
export { SwitchActiveChainView } from './SwitchActiveChainView/SwitchActiveChainView';
export { SwitchNetworkView } from './SwitchNetworkView/SwitchNetworkView';
export { UnsupportedChainView } from './UnsupportedChainView/UnsupportedChainView';
export { WhatIsANetworkView } from './WhatIsANetworkView/WhatIsANetworkView';
export { WhatIsAWalletView } from './WhatIsAWalletView/WhatIsAWalletView';
// Reaches all the modal reaches, so the modal's code stays one chunk (lazy-views/modal-anchor.ts).
export { MODAL_ANCHOR } from './lazy-views/modal-anchor';
