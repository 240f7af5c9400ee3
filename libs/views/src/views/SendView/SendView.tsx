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
import { useEffect, type FormEvent } from 'react';
import { FormNote } from '../../components/FormNote/FormNote';
import { SelectField } from '../../components/SelectField/SelectField';
import { SendReceiverProfile } from '../../components/SendReceiverProfile/SendReceiverProfile';
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
      <SelectField
        label="Token"
        value={selectedValue}
        disabled={sending}
        options={[
          { value: '', label: 'Select a token' },
          ...options.map((option) => ({
            value: option.value,
            label: `${option.token.symbol} — ${option.formatted}`,
          })),
        ]}
        onValueChange={(value) => {
          const option = options.find((candidate) => candidate.value === value);
          dispatch(sendTokenSelected(option?.token));
        }}
      />
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
        placeholder="Address or name"
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
      <SendReceiverProfile
        name={send.receiverProfileName}
        imageUrl={send.receiverProfileImageUrl}
      />
      <div className="kit-send-footer">
        {formMessage !== undefined && <FormNote>{formMessage}</FormNote>}
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
