import { selectActiveCaipNetwork } from '@kit/network';
import { ONRAMP_MOCKED_QUOTE_ID, selectOnrampState } from '@kit/onramp';
import {
  onrampAmountChanged,
  onrampCheckoutCancelled,
  onrampCheckoutRequested,
  onrampInitialized,
  onrampPaymentCurrencySelected,
  onrampPaymentMethodSelected,
  onrampPurchaseCurrencySelected,
} from '@kit/onramp/actions';
import {
  selectCanCheckout,
  selectOnrampLimits,
  selectOnrampPurchaseCurrencies,
  selectOnrampSupported,
  selectOnrampValidation,
} from '@kit/onramp/views';
import { AmountInput, Button, NetworkImage, Spinner, Text } from '@kit/ui';
import { useEffect } from 'react';
import { FormNote } from '../../components/FormNote/FormNote';
import { SelectField } from '../../components/SelectField/SelectField';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';
import { useNamespaceProfiles } from '../../store/use-namespace-profiles';

/** How the payment methods of the options read. */
const METHOD_LABELS: Readonly<Record<string, string>> = {
  card: 'Card',
  ach_bank_account: 'Bank transfer (ACH)',
};

/**
 * The OnRamp view: what to buy on this network, the currency and amount to pay (within the
 * payment method's limits), the quote (500 ms after the last change; an estimate when the quote
 * service failed, §8), the payment method, then the checkout in a 600×800 popup. While the
 * popup is open the view waits for it (Cancel closes it); closing it first reads 'Popup closed'.
 */
export function OnRampView() {
  const dispatch = useKitDispatch();
  const onramp = useKitSelector(selectOnrampState);
  const profiles = useNamespaceProfiles();
  const supported = useKitSelector((state) => selectOnrampSupported(state, profiles));
  const sold = useKitSelector(selectOnrampPurchaseCurrencies);
  const limits = useKitSelector(selectOnrampLimits);
  const validation = useKitSelector(selectOnrampValidation);
  const canCheckout = useKitSelector(selectCanCheckout);
  const network = useKitSelector(selectActiveCaipNetwork);
  const caipNetworkId = network?.caipNetworkId;

  useEffect(() => {
    if (supported) dispatch(onrampInitialized());
  }, [supported, caipNetworkId, dispatch]);

  if (!supported) {
    return (
      <StatusPanel
        heading="Buying is not available"
        message="This app or network does not offer buying crypto."
      />
    );
  }
  if (onramp.optionsStatus !== 'ready' || onramp.options === undefined) {
    return (
      <div className="kit-view-loading">
        <Spinner size={32} label="Loading what you can buy" />
      </div>
    );
  }
  if (sold.length === 0) {
    return (
      <StatusPanel
        heading="Nothing to buy here"
        message={`Nothing can be bought on ${network?.name ?? 'this network'}.`}
      />
    );
  }
  if (onramp.checkoutStatus === 'opening' || onramp.checkoutStatus === 'pending') {
    return (
      <StatusPanel
        tone="busy"
        media={<Spinner size={32} label="Waiting for the checkout" />}
        heading="Complete your purchase in the pop-up window"
        message="This window updates when the purchase is paid."
        actions={
          <Button variant="secondary" onClick={() => dispatch(onrampCheckoutCancelled())}>
            Cancel
          </Button>
        }
      />
    );
  }

  const { quote, options } = onramp;
  // The Explorer API's image of the chosen currency; the placeholder shows only if it fails.
  const currencyImage = (id: string | undefined) =>
    id === undefined ? undefined : (
      <NetworkImage src={onramp.images[id]} name={id} size={20} className="kit-currency-image" />
    );
  const payment = options.paymentCurrencies.find(
    (currency) => currency.id === onramp.paymentCurrency,
  );
  const amountTyped = onramp.amount.trim() !== '';
  const amountError = amountTyped ? validation : undefined;
  const quoting = onramp.quoteStatus === 'loading';

  return (
    <form
      className="kit-view kit-onramp"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Dispatched from the click itself: the saga opens the popup before awaiting anything.
        if (canCheckout) dispatch(onrampCheckoutRequested());
      }}
    >
      <SelectField
        label="Buy"
        value={onramp.purchaseCurrency ?? ''}
        leading={currencyImage(onramp.purchaseCurrency)}
        options={sold.map((currency) => ({
          value: currency.id,
          label: `${currency.symbol} — ${currency.name}`,
        }))}
        onValueChange={(id) => dispatch(onrampPurchaseCurrencySelected({ id }))}
      />
      <SelectField
        label="Pay in"
        value={onramp.paymentCurrency ?? ''}
        leading={currencyImage(onramp.paymentCurrency)}
        options={options.paymentCurrencies.map((currency) => ({
          value: currency.id,
          label: currency.id,
        }))}
        onValueChange={(id) => dispatch(onrampPaymentCurrencySelected({ id }))}
      />
      <AmountInput
        label="Amount"
        symbol={onramp.paymentCurrency}
        value={onramp.amount}
        error={amountError}
        hint={
          limits === undefined || amountError !== undefined
            ? undefined
            : `Between ${limits.min} and ${limits.max} ${onramp.paymentCurrency ?? ''}`
        }
        onChange={(event) => dispatch(onrampAmountChanged({ amount: event.currentTarget.value }))}
      />
      <fieldset className="kit-onramp-methods">
        <legend className="kit-field-label">Pay with</legend>
        {(payment?.payment_method_limits ?? []).map((method) => (
          <label key={method.id} className="kit-onramp-method">
            <input
              type="radio"
              name="kit-onramp-method"
              value={method.id}
              checked={onramp.paymentMethod === method.id}
              onChange={() => dispatch(onrampPaymentMethodSelected({ id: method.id }))}
            />
            <span>{METHOD_LABELS[method.id] ?? method.id}</span>
            <Text as="span" variant="small" tone="muted">
              up to {method.max} {payment?.id}
            </Text>
          </label>
        ))}
      </fieldset>
      <dl className="kit-swap-details" aria-live="polite" aria-busy={quoting || undefined}>
        <div>
          <dt>You get</dt>
          <dd data-testid="kit-onramp-amount">
            {quoting
              ? 'Quoting…'
              : quote === undefined
                ? '—'
                : `${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}`}
          </dd>
        </div>
        {quote !== undefined && !quoting && (
          <>
            <div>
              <dt>Fees</dt>
              <dd>
                {quote.coinbaseFee !== undefined
                  ? `${quote.coinbaseFee.amount} ${quote.coinbaseFee.currency} + `
                  : ''}
                network {quote.networkFee.amount} {quote.networkFee.currency}
              </dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>
                {quote.paymentTotal.amount} {quote.paymentTotal.currency}
              </dd>
            </div>
          </>
        )}
      </dl>
      <div className="kit-swap-footer">
        {quote?.quoteId === ONRAMP_MOCKED_QUOTE_ID && (
          <FormNote>The quote service is unavailable: amounts are estimates.</FormNote>
        )}
        {!amountTyped && validation !== undefined && <FormNote>{validation}</FormNote>}
        {onramp.checkoutStatus === 'failed' && onramp.error !== undefined && (
          <FormNote error>{onramp.error.message}</FormNote>
        )}
        <Button type="submit" fullWidth disabled={!canCheckout}>
          Continue to checkout
        </Button>
      </div>
    </form>
  );
}
