import { createSelector } from '@reduxjs/toolkit';
import {
  ERROR_MESSAGES,
  canonicalAddressOf,
  formatMessage,
  formatTotal,
  isDecimal,
  isKitError,
  type ChainNamespace,
  type KitErrorCode,
  type KitNetwork,
  type NamespaceProfileLookup,
} from '@kit/core';
import { parseUnits } from '@kit/core/units';
import {
  type DisplayBalance,
  type DisplayTokenBalance,
  type WithBalancesAndConnection,
} from '@kit/balances';
import {
  balanceInUnits,
  selectActiveNativeBalance,
  selectActiveTokenBalances,
} from '@kit/balances/active-balances';
import { selectActiveAddress, selectActiveNamespace } from '@kit/connection';
import { selectActiveCaipNetwork, type WithNetworkAndConnection } from '@kit/network';
import { selectSendState, type SendState, type SendValidation, type WithSend } from './send.state';

/** The root state these selectors read. */
export type WithSendAndWallet = WithSend & WithBalancesAndConnection & WithNetworkAndConnection;

const rule = (code: KitErrorCode, values: Record<string, string> = {}): SendValidation => ({
  code,
  message: formatMessage(ERROR_MESSAGES[code], values),
});

/** The amount in base units, or the decimal rule's failure (too many fractional digits too). */
function toBaseUnits(amount: string, decimals: number): bigint | SendValidation {
  try {
    return parseUnits(amount, decimals);
  } catch (error) {
    return isKitError(error)
      ? { code: error.code, message: error.shortMessage }
      : rule('INVALID_DECIMAL', { value: amount });
  }
}

/**
 * Checks the send form against spec §5, in this order: an amount and a receiver; a token where the
 * namespace's profile asks for one (EVM); the decimal rule (and the token's decimals); a positive
 * amount; no more than the balance read; a receiver address valid by the namespace's profile. The
 * first broken rule wins.
 */
function validate(
  send: SendState,
  namespace: ChainNamespace | undefined,
  network: KitNetwork | undefined,
  native: DisplayBalance | undefined,
  tokens: DisplayTokenBalance[],
  profiles: NamespaceProfileLookup,
): SendValidation | undefined {
  const amount = send.amount.trim();
  const receiver = send.receiverAddress.trim();
  const profile = namespace === undefined ? undefined : profiles.get(namespace);
  if (amount === '' || receiver === '') return rule('SEND_AMOUNT_AND_RECEIVER_REQUIRED');
  if (profile?.sendRequiresToken === true && send.token === undefined) {
    return rule('SEND_TOKEN_REQUIRED');
  }
  if (!isDecimal(amount)) return rule('INVALID_DECIMAL', { value: amount });

  const decimals = send.token?.decimals ?? network?.nativeCurrency.decimals;
  if (decimals !== undefined) {
    const units = toBaseUnits(amount, decimals);
    if (typeof units !== 'bigint') return units;
    // '0' and '-1' pass the decimal rule but send nothing: no amount was given.
    if (units <= 0n) return rule('SEND_AMOUNT_AND_RECEIVER_REQUIRED');
    const balance = balanceInUnits(send.token?.address, decimals, native, tokens);
    if (balance !== undefined && units > balance) return rule('INSUFFICIENT_FUNDS');
  }

  if (
    namespace !== undefined &&
    profile !== undefined &&
    // On the active network's reference: a mainnet bitcoin address is no receiver on regtest.
    canonicalAddressOf(profile.address, receiver, network?.id.toString()) === undefined
  ) {
    return rule('INVALID_ADDRESS', { namespace });
  }
  return undefined;
}

/**
 * The first send rule (spec §5) the form breaks now, with the catalogue's exact text, or undefined
 * when it may be sent. Live: it follows every edit, the active namespace and the balances read.
 * The namespace's rules come from `profiles` (the Kit's `registry.profiles`).
 */
export const selectSendValidation = createSelector(
  [
    selectSendState,
    selectActiveNamespace,
    selectActiveCaipNetwork,
    selectActiveNativeBalance,
    selectActiveTokenBalances,
    (_state: WithSendAndWallet, profiles: NamespaceProfileLookup) => profiles,
  ],
  validate,
);

/** Whether the send button works: the form is valid, a wallet is connected, nothing is sending. */
export const selectCanSend = (
  state: WithSendAndWallet,
  profiles: NamespaceProfileLookup,
): boolean =>
  selectSendValidation(state, profiles) === undefined &&
  selectActiveAddress(state) !== undefined &&
  selectSendState(state).status !== 'sending';

/**
 * Spec §3 `networkBalanceInUSD`: the USD value of the active account's native balance (what pays
 * the network fee), cut to 2 decimals; undefined until the balance is read and priced.
 */
export const selectNetworkBalanceInUSD = (state: WithSendAndWallet): string | undefined =>
  selectActiveNativeBalance(state)?.formattedValue;

/**
 * The USD value of the amount typed for the chosen token, cut to 2 decimals ('3000.00'); undefined
 * without a token, a decimal amount, or a price for the token.
 */
export const selectSendAmountValue = createSelector(
  [selectSendState, selectActiveNativeBalance, selectActiveTokenBalances],
  (send, native, tokens): string | undefined => {
    const amount = send.amount.trim();
    if (send.token === undefined || !isDecimal(amount)) return undefined;
    const address = send.token.address;
    const price =
      address === undefined
        ? native?.price
        : tokens.find((token) => token.address.toLowerCase() === address.toLowerCase())?.price;
    return price === undefined ? undefined : formatTotal(String(Number(amount) * price));
  },
);
