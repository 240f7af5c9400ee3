import {
  selectActiveNativeBalance,
  selectActiveTokenBalances,
} from '@kit/balances/active-balances';
import { selectActiveNamespace } from '@kit/connection';
import { pushed } from '@kit/modal';
import { selectActiveCaipNetwork } from '@kit/network';
import { selectSendState, type SendToken } from '@kit/send';
import {
  sendAmountChanged,
  sendReceiverChanged,
  sendRequested,
  sendTokenSelected,
} from '@kit/send/actions';
import {
  selectCanSend,
  selectNetworkBalanceInUSD,
  selectSendAmountValue,
  selectSendValidation,
} from '@kit/send/views';
import { AmountInput, Button, TextInput } from '@kit/ui';
import { type FormEvent } from 'react';
import { FormNote } from '../../components/FormNote/FormNote';
import { SendProgressNote } from '../../components/SendProgressNote/SendProgressNote';
import { SelectField } from '../../components/SelectField/SelectField';
import { SendReceiverProfile } from '../../components/SendReceiverProfile/SendReceiverProfile';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';
import { useNamespaceProfiles } from '../../store/use-namespace-profiles';
import { useSendFormLifetime } from '../../store/use-send-form-lifetime';
import { receiverText } from './receiver-text';

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
  /** The balance's USD value to 2 decimals, when the token has a price. */
  formattedValue?: string;
}

/** An option's label: symbol, floored balance, and its USD value when priced. */
const optionLabel = (option: SendOption): string =>
  `${option.token.symbol} — ${option.formatted}` +
  (option.formattedValue === undefined ? '' : ` ($${option.formattedValue})`);

/**
 * The Send view: a token picker over the balances read, the amount (with the decimal rule's
 * message under it), the receiver (with the address rule's message) and Send, disabled until
 * selectCanSend. The form's first broken rule is shown verbatim above the button; a wallet
 * failure is shown after a send. While the wallet decides the button spins; on success the send
 * saga replaces this view with Account. Review shows the same send on SendPreview to confirm.
 */
export function SendView() {
  const dispatch = useKitDispatch();
  const send = useKitSelector(selectSendState);
  const profiles = useNamespaceProfiles();
  const validation = useKitSelector((state) => selectSendValidation(state, profiles));
  const canSend = useKitSelector((state) => selectCanSend(state, profiles));
  const network = useKitSelector(selectActiveCaipNetwork);
  const activeNamespace = useKitSelector(selectActiveNamespace);
  const native = useKitSelector(selectActiveNativeBalance);
  const tokens = useKitSelector(selectActiveTokenBalances);
  const networkBalanceInUSD = useKitSelector(selectNetworkBalanceInUSD);
  const amountValue = useKitSelector(selectSendAmountValue);

  useSendFormLifetime();

  const options: SendOption[] = [];
  if (network !== undefined) {
    const { name, symbol, decimals } = network.nativeCurrency;
    options.push({
      value: NATIVE,
      token: { name, symbol, decimals },
      formatted: native?.formatted ?? '0.000',
      ...(native === undefined ? {} : { balance: native.balance }),
      ...(networkBalanceInUSD === undefined ? {} : { formattedValue: networkBalanceInUSD }),
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
      ...(token.formattedValue === undefined ? {} : { formattedValue: token.formattedValue }),
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
  const formFailure =
    send.status === 'error' && send.validation === undefined ? send.error : undefined;
  const receiver = receiverText({
    receiver: send.receiverAddress,
    validation,
    failure: formFailure,
    namesSupported: activeNamespace !== undefined && profiles.supports(activeNamespace, 'names'),
    networkName: network?.name ?? 'this network',
  });
  const receiverError = receiver.error;
  const formMessage =
    validation !== undefined &&
    amountError === undefined &&
    receiverError === undefined &&
    receiver.hint === undefined
      ? validation.message
      : undefined;
  const failure = receiver.failureShown ? undefined : formFailure;

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
            label: optionLabel(option),
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
            : `Balance: ${selected.formatted} ${selected.token.symbol}` +
              (amountValue === undefined ? '' : ` · Value: $${amountValue}`)
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
        hint={receiver.hint}
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
        <SendProgressNote failure={failure} sending={sending} />
        <Button type="submit" fullWidth loading={sending} disabled={!canSend && !sending}>
          {sending ? 'Sending…' : 'Send'}
        </Button>
        <Button
          variant="secondary"
          fullWidth
          disabled={!canSend || sending}
          onClick={() => dispatch(pushed('SendPreview'))}
        >
          Review
        </Button>
      </div>
    </form>
  );
}
