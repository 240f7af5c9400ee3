import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import {
  closeRequested,
  goBack,
  openRequested,
  pushed,
  selectModalOpen,
  selectModalView,
  type ModalView,
} from '@kit/modal';
import {
  activeChainAccountMissing,
  chainSupportChecked,
  networkSwitchStarted,
  networkSwitchSucceeded,
} from '@kit/network';
import { selectOptions, type KitLocalOptions } from '@kit/options';

/** True when the open modal shows `view`. */
function* showing(view: ModalView) {
  const open: boolean = yield select(selectModalOpen);
  const current: ModalView = yield select(selectModalView);
  return open && current === view;
}

/**
 * Spec §2: an unsupported network opens UnsupportedChain when network switching is enabled,
 * unsupported chains are not allowed and basic mode is off. Back on a listed network, a modal
 * left on UnsupportedChain closes.
 */
function* afterChainCheck(action: ReturnType<typeof chainSupportChecked>) {
  if (action.payload.unsupported) {
    const options: KitLocalOptions = yield select(selectOptions);
    if (options.enableNetworkSwitch !== false && !options.allowUnsupportedChain && !options.basic) {
      yield put(openRequested({ view: 'UnsupportedChain' }));
    }
    return;
  }
  const onIt: boolean = yield call(showing, 'UnsupportedChain');
  if (onIt) yield put(closeRequested());
}

/** Spec §2: a namespace where the connected wallet has no account shows SwitchActiveChain. */
function* showSwitchActiveChain(action: ReturnType<typeof activeChainAccountMissing>) {
  const { caipNetworkId } = action.payload;
  yield put(openRequested({ view: 'SwitchActiveChain', data: { caipNetworkId } }));
}

/** Spec §2: SwitchNetwork shows while the wallet decides (in an open modal only). */
function* showSwitchNetwork(action: ReturnType<typeof networkSwitchStarted>) {
  const open: boolean = yield select(selectModalOpen);
  if (open) yield put(pushed('SwitchNetwork', { caipNetworkId: action.payload.caipNetworkId }));
}

/** The wallet switched: SwitchNetwork has nothing left to show. */
function* leaveSwitchNetwork() {
  const onIt: boolean = yield call(showing, 'SwitchNetwork');
  if (onIt) yield put(goBack());
}

/** Navigation after network outcomes. */
export function* networkFlowSaga() {
  yield all([
    takeEvery(chainSupportChecked.type, afterChainCheck),
    takeEvery(activeChainAccountMissing.type, showSwitchActiveChain),
    takeEvery(networkSwitchStarted.type, showSwitchNetwork),
    takeEvery(networkSwitchSucceeded.type, leaveSwitchNetwork),
  ]);
}
