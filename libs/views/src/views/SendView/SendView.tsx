import { selectActiveNativeBalance, selectActiveTokenBalances } from '@kit/balances';
import { selectActiveCaipNetwork } from '@kit/network';
import {
  selectCanSend,
  selectSendState,
  selectSendValidation,
  sendAmountChanged,
  sendReceiverChanged,
  sendRequested,
  sendReset,
  sendTokenSelected,
  type SendToken,
} from '@kit/send';
import { AmountInput, Button, Text, TextInput } from '@kit/ui';
import { useEffect, useId, type FormEvent } from 'react';
import { useKitDispatch, useKitGetState, useKitSelector } from '../../store/kit-store-hooks';
import { useNamespaceProfiles } from '../../store/use-namespace-profiles';

/** The picker's value for the network's native currency (tokens use their address). */
const NATIVE = 'native';

/** A token the visitor can send, with its balance for display. */
interface SendOption {
  value: string;
  token: SendToken;
  /** Floored to 3 decimals; '0.000' before the balance is read. */
  formatted: string;
  /** The exact balance, for Max. */
  balance?: string;
}

/**
 * The Send view: a token picker over the balances read, the amount (with the decimal rule's
 * message under it), the receiver (with the address rule's message) and Send, disabled until
 * selectCanSend. The form's first broken rule is shown verbatim above the button; a wallet
 * failure is shown after a send. While the wallet decides the button spins; on success the send
 * saga replaces this view with Account.
 */
export function SendView() {
  const dispatch = useKitDispatch();
  const getState = useKitGetState();
  const send = useKitSelector(selectSendState);
  const profiles = useNamespaceProfiles();
  const validation = useKitSelector((state) => selectSendValidation(state, profiles));
  const canSend = useKitSelector((state) => selectCanSend(state, profiles));
  const network = useKitSelector(selectActiveCaipNetwork);
  const native = useKitSelector(selectActiveNativeBalance);
  const tokens = useKitSelector(selectActiveTokenBalances);
  const pickerId = useId();

  useEffect(
    () => () => {
      // Leaving the form drops it, unless a send is under way or just succeeded (its hash stays).
      const status = selectSendState(getState()).status;
      if (status === 'idle' || status === 'error') dispatch(sendReset());
    },
    [dispatch, getState],
  );

  const options: SendOption[] = [];
  if (network !== undefined) {
    const { name, symbol, decimals } = network.nativeCurrency;
    options.push({
      value: NATIVE,
      token: { name, symbol, decimals },
      formatted: native?.formatted ?? '0.000',
      ...(native === undefined ? {} : { balance: native.balance }),
    });
  }
  for (const token of tokens) {
    options.push({
      value: token.address,
      token: {
        address: token.address,
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
      },
      formatted: token.formatted,
      balance: token.balance,
    });
  }
  const selectedValue = send.token === undefined ? '' : (send.token.address ?? NATIVE);
  const selected = options.find((option) => option.value === selectedValue);
  const sending = send.status === 'sending';

  // Field rules are shown once the field has been typed in; the rest above the button.
  const amountError =
    validation?.code === 'INVALID_DECIMAL' && send.amount.trim() !== ''
      ? validation.message
      : undefined;
  const receiverError =
    validation?.code === 'INVALID_ADDRESS' && send.receiverAddress.trim() !== ''
      ? validation.message
      : undefined;
  const formMessage =
    validation !== undefined && amountError === undefined && receiverError === undefined
      ? validation.message
      : undefined;
  const failure = send.status === 'error' && send.validation === undefined ? send.error : undefined;

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (canSend) dispatch(sendRequested());
  };

  return (
    <form
      className="kit-view kit-send"
      onSubmit={submit}
      noValidate
      aria-busy={sending || undefined}
    >
      <div className="kit-field">
        <label htmlFor={pickerId} className="kit-field-label">
          Token
        </label>
        <div className="kit-field-box">
          <select
            id={pickerId}
            className="kit-select"
            value={selectedValue}
            disabled={sending}
            onChange={(event) => {
              const option = options.find(
                (candidate) => candidate.value === event.currentTarget.value,
              );
              dispatch(sendTokenSelected(option?.token));
            }}
          >
            <option value="">Select a token</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.token.symbol} — {option.formatted}
              </option>
            ))}
          </select>
        </div>
      </div>
      <AmountInput
        label="Amount"
        symbol={selected?.token.symbol}
        value={send.amount}
        error={amountError}
        hint={
          selected === undefined
            ? undefined
            : `Balance: ${selected.formatted} ${selected.token.symbol}`
        }
        readOnly={sending}
        onChange={(event) => {
          dispatch(sendAmountChanged({ amount: event.currentTarget.value }));
        }}
        trailing={
          selected?.balance === undefined ? undefined : (
            <Button
              variant="ghost"
              size="sm"
              disabled={sending}
              onClick={() => dispatch(sendAmountChanged({ amount: selected.balance ?? '' }))}
            >
              Max
            </Button>
          )
        }
      />
      <TextInput
        label="To"
        placeholder="Address"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        value={send.receiverAddress}
        error={receiverError}
        readOnly={sending}
        onChange={(event) => {
          dispatch(sendReceiverChanged({ receiverAddress: event.currentTarget.value }));
        }}
      />
      <div className="kit-send-footer">
        {formMessage !== undefined && (
          <Text as="p" variant="small" tone="muted" align="center" role="status">
            {formMessage}
          </Text>
        )}
        {failure !== undefined && (
          <Text as="p" variant="small" tone="error" align="center">
            {failure.message}
          </Text>
        )}
        {sending && (
          <Text as="p" variant="small" tone="muted" align="center">
            Confirm the transfer in your wallet.
          </Text>
        )}
        <Button type="submit" fullWidth loading={sending} disabled={!canSend && !sending}>
          {sending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
