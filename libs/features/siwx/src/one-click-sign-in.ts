// One-click sign-in (spec §6): the sign-in rides on the WalletConnect pairing, so the wallet
// approves the session and signs the SIWX message in one step. The pairing feature asks for the
// request below before each offer and reports what the wallet signed (pairingSignedIn); the
// sign-in flow then stores the session like any other (siwx.saga.ts).
import type { SagaIterator } from 'redux-saga';
import { call, getContext, select } from 'redux-saga/effects';
import {
  type CaipNetworkId,
  type KitLogger,
  type KitNetwork,
  type PairingSignInRequest,
  type SiwxMessageData,
} from '@kit/core';
import { selectActiveCaipNetworkId, selectAllRequestedNetworks } from '@kit/network';
import type { SiwxConfig } from './siwx-config';
import { siwxConfigInUse } from './siwx-config-in-use';
import { selectSiwxStatus, type SiwxStatus } from './siwx.state';

/**
 * The account is not known before the wallet answers: the wallet writes its own address into
 * each message it signs, so the config is asked for a message with none.
 */
const ADDRESS_FILLED_IN_BY_WALLET = '';

/** The authenticate request's fields (spec §7) from a message's data, account left out. */
export function toPairingSignInRequest(data: SiwxMessageData): PairingSignInRequest {
  return {
    nonce: data.nonce,
    domain: data.domain,
    uri: data.uri,
    version: data.version,
    issuedAt: data.issuedAt,
    chainId: data.chainId,
    ...(data.expirationTime === undefined ? {} : { expirationTime: data.expirationTime }),
    ...(data.notBefore === undefined ? {} : { notBefore: data.notBefore }),
    ...(data.requestId === undefined ? {} : { requestId: data.requestId }),
    ...(data.resources === undefined ? {} : { resources: [...data.resources] }),
    ...(data.statement === undefined ? {} : { statement: data.statement }),
  };
}

/**
 * The one-click request for the next pairing offer: the config's message data (its nonce is the
 * one the signed message must carry) for the active network, else the first configured one.
 * Undefined without sign-in, while another sign-in's signature is pending (a new message would
 * replace the nonce that signature is checked against), or when the config cannot make a
 * message: the pairing then goes without it and the visitor signs after connecting.
 */
export function* oneClickSignInRequest(): SagaIterator<PairingSignInRequest | undefined> {
  const config: SiwxConfig | undefined = yield call(siwxConfigInUse);
  if (!config) return undefined;
  const status: SiwxStatus = yield select(selectSiwxStatus);
  if (status === 'signing') return undefined;
  const active: CaipNetworkId | undefined = yield select(selectActiveCaipNetworkId);
  const networks: KitNetwork[] = yield select(selectAllRequestedNetworks);
  const chainId = active ?? networks[0]?.caipNetworkId;
  if (chainId === undefined) return undefined;
  try {
    const data: SiwxMessageData = yield call([config, config.createMessage], {
      accountAddress: ADDRESS_FILLED_IN_BY_WALLET,
      chainId,
    });
    return toPairingSignInRequest(data);
  } catch (error) {
    const logger: KitLogger = yield getContext('logger');
    logger.warn('One-click sign-in is off for this pairing: no message could be made', error);
    return undefined;
  }
}
