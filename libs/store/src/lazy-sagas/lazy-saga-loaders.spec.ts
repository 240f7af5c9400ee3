import { activitySaga } from '@kit/activity/lazy-saga';
import { connectedSagas } from './connected.chunk';
import { embeddedSaga } from '@kit/embedded/lazy-saga';
import { namesSaga } from '@kit/names/lazy-saga';
import { onrampSaga } from '@kit/onramp/lazy-saga';
import { pairingRequestSaga } from '@kit/pairing/lazy-saga';
import { call } from 'redux-saga/effects';
import { smartSessionsSaga } from '@kit/smart-sessions/lazy-saga';
import { swapSaga } from '@kit/swap/lazy-saga';
import { sendRequestSaga } from '@kit/send/lazy-saga';
import { siwxSignInSaga } from '@kit/siwx/lazy-sign-in';
import { oneClickSignInRequest } from '@kit/siwx/one-click';
import {
  loadActivitySaga,
  loadConnectedSagas,
  loadDataCaptureSaga,
  loadEmbeddedSaga,
  loadNamesSaga,
  loadOnrampSaga,
  loadPairingRequestSaga,
  loadRpcTransports,
  loadSendSaga,
  loadSiwxSignInSaga,
  loadSmartSessionsSaga,
  loadSwapSaga,
} from './lazy-saga-loaders';

describe('the loaders of the lazily loaded feature sagas', () => {
  it.each([
    ['activity', loadActivitySaga, activitySaga],
    ['names', loadNamesSaga, namesSaga],
    ['smart-sessions', loadSmartSessionsSaga, smartSessionsSaga],
    ['swap', loadSwapSaga, swapSaga],
    ['on-ramp', loadOnrampSaga, onrampSaga],
    ['embedded wallet', loadEmbeddedSaga, embeddedSaga],
    ['sign-in', loadSiwxSignInSaga, siwxSignInSaga],
    ['send', loadSendSaga, sendRequestSaga],
  ])('load the %s saga from its package', async (_name, load, saga) => {
    expect(await load()).toBe(saga);
  });

  it('load the e-mail capture saga, made with the saga effects of the first chunk', async () => {
    expect(typeof (await loadDataCaptureSaga())).toBe('function');
  });

  it('load the sagas that wait for a wallet (balances, the account name) as one', async () => {
    expect(await loadConnectedSagas()).toBe(connectedSagas);
  });

  it("load the RPC transports, which make a network's default client", async () => {
    expect(typeof (await loadRpcTransports()).transportClient).toBe('function');
  });

  it("load the pairing requests' saga and run it with the store's options and the one-click sign-in request", async () => {
    const options = { abortPairingOn: ['modal/closed'] };
    const saga = await loadPairingRequestSaga(options);
    expect(saga().next().value).toEqual(
      call(pairingRequestSaga, { ...options, signInRequest: oneClickSignInRequest }),
    );
  });
});
