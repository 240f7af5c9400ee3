import { all, put, select, takeEvery } from 'redux-saga/effects';
import { replaced, selectModalOpen, type ModalView } from '@kit/modal';
import { NAME_REGISTERED, NAME_REGISTRATION_FAILED } from '@kit/names';
import { ONRAMP_CHECKOUT_COMPLETED } from '@kit/onramp';
import { SEND_SUCCEEDED } from '@kit/send';
import { SWAP_SUCCEEDED } from '@kit/swap';

/** An open modal's current view becomes `view` (a closed modal stays closed). */
function* replaceWhenOpen(view: ModalView) {
  const open: boolean = yield select(selectModalOpen);
  if (open) yield put(replaced(view));
}

/**
 * Navigation after wallet-feature outcomes (spec §2): sent, swapped and bought show Account; a
 * registered name shows RegisterAccountNameSuccess, a failed one RegisterAccountName again.
 */
export function* walletFlowSaga() {
  yield all([
    takeEvery(
      [SEND_SUCCEEDED, SWAP_SUCCEEDED, ONRAMP_CHECKOUT_COMPLETED],
      replaceWhenOpen,
      'Account',
    ),
    takeEvery(NAME_REGISTERED, replaceWhenOpen, 'RegisterAccountNameSuccess'),
    takeEvery(NAME_REGISTRATION_FAILED, replaceWhenOpen, 'RegisterAccountName'),
  ]);
}
