import {
  selectActiveNativeBalance,
  selectActiveTokenBalances,
} from '@kit/balances/active-balances';
import { pushed } from '@kit/modal';
import { selectActiveCaipNetwork } from '@kit/network';
import { selectSwapState } from '@kit/swap';
import {
  swapAmountChanged,
  swapFromTokenSelected,
  swapInitialized,
  swapSlippageChanged,
  swapTokensFlipped,
  swapToTokenSelected,
} from '@kit/swap/actions';
import {
  isNativeSwapToken,
  plainTokenAddress,
  selectCanPreviewSwap,
  selectSwapNetworkFeeDisplay,
  selectSwapSupported,
  selectSwapToAmount,
  selectSwapValidation,
} from '@kit/swap/views';
import { AmountInput, Button, ExchangeIcon, IconButton, Spinner } from '@kit/ui';
import { useEffect, useId } from 'react';
import { FormNote } from '../../components/FormNote/FormNote';
import { Shortened } from '../../components/Shortened/Shortened';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { maximumAmount } from '../../utils/display-amount';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';
import { SwapTokenField } from './SwapTokenField';

/** Slippage tolerances offered, in percent (§9's default, 1, among them). */
const SLIPPAGES = [0.5, 1, 2, 3];

/**
 * The Swap view: the token sold and its amount, a flip, the token bought with its quoted amount
 * (500 ms after the last change), the network fee at the gas price (× 1.2, §9) and the slippage
 * tolerance, then Review, which opens SwapPreview. On a network without swaps it says 'Network
 * not supported for Swaps'; a quote that cannot be had shows why ('Insufficient liquidity'…).
 */
export function SwapView() {
  const dispatch = useKitDispatch();
  const swap = useKitSelector(selectSwapState);
  const supported = useKitSelector(selectSwapSupported);
  const validation = useKitSelector(selectSwapValidation);
  const toAmount = useKitSelector(selectSwapToAmount);
  const fee = useKitSelector(selectSwapNetworkFeeDisplay);
  const canPreview = useKitSelector(selectCanPreviewSwap);
  const network = useKitSelector(selectActiveCaipNetwork);
  const native = useKitSelector(selectActiveNativeBalance);
  const balances = useKitSelector(selectActiveTokenBalances);
  const slippageId = useId();
  const caipNetworkId = network?.caipNetworkId;

  useEffect(() => {
    if (supported) dispatch(swapInitialized());
  }, [supported, caipNetworkId, dispatch]);

  if (!supported || swap.tokensStatus === 'error') {
    const message = swap.error?.message ?? 'Network not supported for Swaps';
    return (
      <StatusPanel
        tone="error"
        heading="Swaps are not available"
        message={message}
        actions={
          supported ? (
            <Button variant="secondary" onClick={() => dispatch(swapInitialized())}>
              Try again
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (swap.tokensStatus !== 'ready') {
    return (
      <div className="kit-view-loading">
        <Spinner size={32} label="Loading tokens" />
      </div>
    );
  }
  if (swap.tokens.length < 2) {
    return (
      <StatusPanel
        heading="Nothing to swap here"
        message={`There are no tokens to swap on ${network?.name ?? 'this network'}.`}
      />
    );
  }

  const from = swap.fromToken;
  const fromBalance =
    from === undefined
      ? undefined
      : isNativeSwapToken(from)
        ? native?.formatted
        : balances.find(
            (token) => token.address.toLowerCase() === plainTokenAddress(from).toLowerCase(),
          )?.formatted;
  const amountError = validation?.code === 'INVALID_DECIMAL' ? validation.message : undefined;
  const formMessage = amountError === undefined ? validation?.message : undefined;
  const quoting = swap.quoteStatus === 'loading';

  return (
    <form
      className="kit-view kit-swap"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canPreview) dispatch(pushed('SwapPreview'));
      }}
    >
      <SwapTokenField
        label="Sell"
        tokens={swap.tokens}
        {...(from ? { value: from } : {})}
        onChange={(token) => dispatch(swapFromTokenSelected(token))}
      />
      <AmountInput
        label="Amount"
        symbol={from?.symbol}
        value={swap.fromAmount}
        error={amountError}
        hint={
          from === undefined || fromBalance === undefined
            ? undefined
            : `Balance: ${fromBalance} ${from.symbol}`
        }
        onChange={(event) => dispatch(swapAmountChanged({ amount: event.currentTarget.value }))}
      />
      <div className="kit-swap-flip">
        <IconButton
          aria-label="Switch tokens"
          icon={<ExchangeIcon size={18} />}
          onClick={() => dispatch(swapTokensFlipped())}
        />
      </div>
      <SwapTokenField
        label="Buy"
        tokens={swap.tokens}
        {...(swap.toToken ? { value: swap.toToken } : {})}
        onChange={(token) => dispatch(swapToTokenSelected(token))}
      />
      <dl className="kit-swap-details" aria-live="polite" aria-busy={quoting || undefined}>
        <div>
          <dt>You receive</dt>
          <dd data-testid="kit-swap-to-amount">
            {quoting
              ? 'Quoting…'
              : toAmount === ''
                ? '—'
                : `${toAmount} ${swap.toToken?.symbol ?? ''}`}
          </dd>
        </div>
        <div>
          <dt>Network fee</dt>
          <dd title={fee === undefined ? undefined : `${fee.amount} ${fee.symbol}`}>
            {fee !== undefined ? (
              <Shortened
                shown={`${maximumAmount(fee.amount)} ${fee.symbol}`}
                full={`${fee.amount} ${fee.symbol}`}
              />
            ) : (
              (swap.gasPriceError?.message ?? '—')
            )}
          </dd>
        </div>
        <div>
          <dt>
            <label htmlFor={slippageId}>Slippage tolerance</label>
          </dt>
          <dd>
            <select
              id={slippageId}
              className="kit-select"
              value={String(swap.slippage)}
              onChange={(event) =>
                dispatch(swapSlippageChanged({ slippage: Number(event.currentTarget.value) }))
              }
            >
              {SLIPPAGES.map((value) => (
                <option key={value} value={String(value)}>
                  {value} %
                </option>
              ))}
            </select>
          </dd>
        </div>
      </dl>
      <div className="kit-swap-footer">
        {formMessage !== undefined && <FormNote>{formMessage}</FormNote>}
        {swap.quoteStatus === 'error' && swap.quoteError !== undefined && (
          <FormNote error>{swap.quoteError.message}</FormNote>
        )}
        <Button type="submit" fullWidth disabled={!canPreview}>
          Review swap
        </Button>
      </div>
    </form>
  );
}
