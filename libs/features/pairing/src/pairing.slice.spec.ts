import { configureStore } from '@reduxjs/toolkit';
import {
  pairingFailed,
  pairingReset,
  pairingSlice,
  selectPairing,
  sessionApproved,
  uriOffered,
  walletChosen,
  linkingOpened,
} from './pairing.slice';

const store = () => configureStore({ reducer: { pairing: pairingSlice.reducer } });

describe('pairing slice (spec §3, §4)', () => {
  it('offers a URI with its expiry: connecting, the last error cleared', () => {
    const kit = store();
    kit.dispatch(
      pairingFailed({
        name: 'WalletConnectionError',
        code: 'CONNECTION_REJECTED',
        message: 'Connection rejected',
      }),
    );
    kit.dispatch(uriOffered({ uri: 'wc:abc@2', expiresAt: 240_000 }));
    expect(selectPairing(kit.getState())).toEqual({
      status: 'connecting',
      wcUri: 'wc:abc@2',
      wcPairingExpiry: 240_000,
    });
  });

  it('approval clears the URI and keeps the session summary', () => {
    const kit = store();
    kit.dispatch(uriOffered({ uri: 'wc:abc@2', expiresAt: 1 }));
    kit.dispatch(sessionApproved({ topic: 't', peerName: 'W', namespaces: ['eip155'] }));
    expect(selectPairing(kit.getState())).toEqual({
      status: 'connected',
      session: { topic: 't', peerName: 'W', namespaces: ['eip155'] },
    });
  });

  it('reset returns to idle and clears the URI, the linking and the recent wallet', () => {
    const kit = store();
    kit.dispatch(walletChosen({ id: 'w', name: 'W' }));
    kit.dispatch(uriOffered({ uri: 'wc:abc@2', expiresAt: 1 }));
    kit.dispatch(linkingOpened({ name: 'W', href: 'w://wc?uri=x' }));
    kit.dispatch(pairingReset());
    expect(selectPairing(kit.getState())).toEqual({ status: 'idle' });
  });
});
