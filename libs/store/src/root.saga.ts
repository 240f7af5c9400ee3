import { all, call } from 'redux-saga/effects';
import { alertsSaga } from '@kit/alerts';
import { modalSaga } from '@kit/modal';
import { optionsSaga } from '@kit/options';
import { toastSaga } from '@kit/toast';
import { registrySaga, type RegistrySagaParams } from './registry.saga';

/** Every feature saga plus the adapter bridge; cancelled as a whole by kit.destroy(). */
export function* rootSaga(params: RegistrySagaParams) {
  yield all([
    call(alertsSaga),
    call(modalSaga),
    call(optionsSaga),
    call(toastSaga),
    call(registrySaga, params),
  ]);
}
