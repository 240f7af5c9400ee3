import { selectSwapState } from '@kit/swap';
import { swapApproveRequested, swapPreviewRequested, swapRequested } from '@kit/swap/actions';
import {
  isNativeSwapToken,
  selectSwapMinimumReceived,
  selectSwapNetworkFeeDisplay,
  selectSwapToAmount,
} from '@kit/swap/views';
import { Button, CheckIcon, Spinner } from '@kit/ui';
import { useEffect } from 'react';
import { FormNote } from '../../components/FormNote/FormNote';
import { Shortened } from '../../components/Shortened/Shortened';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { maximumAmount } from '../../utils/display-amount';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/**
 * SwapPreview: what the swap sells, the amount quoted, the least it accepts at the slippage
 * tolerance and the network fee of the built transactions; then its steps. When the swap
 * contract may not spend the token yet, the first step is "Approve <token>" (the approval
 * transaction, in place of issue 9's ApproveTransaction view, which serves the embedded wallet's
 * RPC approvals), and Swap follows once it is mined. A refused approval stays on its step.
 */
export function SwapPreviewView() {
  const dispatch = useKitDispatch();
  const swap = useKitSelector(selectSwapState);
  const toAmount = useKitSelector(selectSwapToAmount);
  const minimum = useKitSelector(selectSwapMinimumReceived);
  const fee = useKitSelector(selectSwapNetworkFeeDisplay);
  const { fromToken: from, toToken: to, transactions, txStatus, txError } = swap;

  useEffect(() => {
    dispatch(swapPreviewRequested());
  }, [dispatch]);

  if (from === undefined || to === undefined) {
    return <StatusPanel heading="Nothing to review" message="Choose the tokens to swap first." />;
  }
  if (transactions === undefined) {
    if (txStatus === 'error' && txError !== undefined) {
      return (
        <StatusPanel
          tone="error"
          heading="The swap could not be prepared"
          message={txError.message}
          actions={
            <Button variant="secondary" onClick={() => dispatch(swapPreviewRequested())}>
              Try again
            </Button>
          }
        />
      );
    }
    return (
      <div className="kit-view-loading">
        <Spinner size={32} label="Preparing the swap" />
      </div>
    );
  }

  const approving = txStatus === 'approving';
  const swapping = txStatus === 'swapping';
  const approvalStep = transactions.approve !== undefined;
  const needsApproval = approvalStep || approving;
  // The native coin is spent by the swap itself: it has no approval step, done or to do.
  const approvable = !isNativeSwapToken(from);
  const feeText =
    fee === undefined
      ? undefined
      : {
          shown: `${maximumAmount(fee.amount)} ${fee.symbol}`,
          full: `${fee.amount} ${fee.symbol}`,
        };

  return (
    <div className="kit-view kit-swap-preview" aria-busy={approving || swapping || undefined}>
      <dl className="kit-swap-details">
        <div>
          <dt>Sell</dt>
          <dd>
            {swap.fromAmount} {from.symbol}
          </dd>
        </div>
        <div>
          <dt>Receive</dt>
          <dd data-testid="kit-swap-preview-to-amount">
            {toAmount} {to.symbol}
          </dd>
        </div>
        <div>
          <dt>At least ({swap.slippage} % slippage)</dt>
          <dd data-testid="kit-swap-minimum">
            {minimum} {to.symbol}
          </dd>
        </div>
        <div>
          <dt>Network fee (at most)</dt>
          <dd data-testid="kit-swap-fee" title={feeText?.full}>
            {feeText === undefined ? '—' : <Shortened {...feeText} />}
          </dd>
        </div>
      </dl>

      <ol className="kit-swap-steps" aria-label="Steps">
        {(approvable || needsApproval) && (
          <li className="kit-swap-step" aria-current={needsApproval ? 'step' : undefined}>
            <span className="kit-swap-step-mark">
              {needsApproval ? '1' : <CheckIcon size={14} />}
            </span>
            {needsApproval ? `Approve ${from.symbol}` : `${from.symbol} approved`}
          </li>
        )}
        <li className="kit-swap-step" aria-current={needsApproval ? undefined : 'step'}>
          <span className="kit-swap-step-mark">{approvable || needsApproval ? '2' : '1'}</span>
          Swap {from.symbol} for {to.symbol}
        </li>
      </ol>

      <div className="kit-swap-footer">
        {txStatus === 'error' && txError !== undefined && (
          <FormNote error>{txError.message}</FormNote>
        )}
        {(approving || swapping) && (
          <FormNote>Confirm in your wallet, then wait for the transaction to be mined.</FormNote>
        )}
        {needsApproval ? (
          <Button fullWidth loading={approving} onClick={() => dispatch(swapApproveRequested())}>
            {approving ? `Approving ${from.symbol}…` : `Approve ${from.symbol}`}
          </Button>
        ) : (
          <Button
            fullWidth
            loading={swapping}
            disabled={txStatus === 'preparing'}
            onClick={() => dispatch(swapRequested())}
          >
            {swapping ? 'Swapping…' : 'Swap'}
          </Button>
        )}
      </div>
    </div>
  );
}
