import type { UnknownAction } from '@reduxjs/toolkit';
import { all, put, takeEvery } from 'redux-saga/effects';
import { INTEGRATOR_ALERTS, type SerializedKitError } from '@kit/core';
import { balanceFetchFailed } from '@kit/balances';
import { transactionsFetchFailed } from '@kit/activity';
import { alertRaised } from '@kit/alerts';
import { errorReported, type ErrorReportCategory } from '@kit/analytics';
import { NAME_SUGGESTIONS_FAILED } from '@kit/names';
import { SWAP_GAS_PRICE_FAILED, SWAP_QUOTE_FAILED, SWAP_TOKENS_FAILED } from '@kit/swap';

/**
 * The failed reads of a cloud service or RPC node (balances, history, names, swap): what Kit
 * asked for and a service did not answer. A ValidationError (a network the service does not
 * support, a malformed name) is the app's or the visitor's input, not a failure: not reported.
 */
const CLOUD_READ_FAILURES = [
  balanceFetchFailed.type,
  transactionsFetchFailed.type,
  NAME_SUGGESTIONS_FAILED,
  SWAP_TOKENS_FAILED,
  SWAP_QUOTE_FAILED,
  SWAP_GAS_PRICE_FAILED,
];

/** The embedded wallet's alerts: its secure site did not load, answer, or accept the domain. */
const SECURE_SITE_ALERTS = new Set(['APKT003', 'APKT004', 'APKT005']);

/** The report category of a cloud client's error: an unreadable answer is a parsing error. */
function categoryOf(error: SerializedKitError): ErrorReportCategory {
  return error.code === 'API_INVALID_RESPONSE' ? 'DATA_PARSING_ERROR' : 'API_ERROR';
}

/** Reports a failed cloud read (spec §7 POST /e); the analytics saga throttles to 5 per 60 s. */
function* reportCloudFailure(action: UnknownAction) {
  // Every action of CLOUD_READ_FAILURES carries the failure as `error`.
  const { error } = action.payload as { error: SerializedKitError };
  if (error.name === 'ValidationError') return;
  yield put(
    errorReported({ type: categoryOf(error), errorType: error.name, errorMessage: error.message }),
  );
}

/** Reports a secure-site failure each time its alert is raised (the alert itself logs once). */
function* reportSecureSiteAlert(action: ReturnType<typeof alertRaised>) {
  const { code } = action.payload;
  if (!SECURE_SITE_ALERTS.has(code)) return;
  yield put(
    errorReported({
      type: 'SECURE_SITE_ERROR',
      errorType: code,
      errorMessage: INTEGRATOR_ALERTS[code].shortMessage,
    }),
  );
}

/**
 * Wires real failures to the error-report sink (spec §7 POST /e, §9 5 per 60 s): cloud reads
 * that failed (API_ERROR, DATA_PARSING_ERROR) and the embedded wallet's secure site failing
 * (SECURE_SITE_ERROR). It lives in the store because the failures come from features on every
 * floor; the analytics feature builds, throttles and sends the reports.
 */
export function* errorReportsSaga() {
  yield all([
    takeEvery(CLOUD_READ_FAILURES, reportCloudFailure),
    takeEvery(alertRaised.type, reportSecureSiteAlert),
  ]);
}
