import { selectActiveAccount } from '@kit/account';
import { shallowEqual, truncateAddress, useKitInstance, useKitSelector } from '@kit/views';
import type { ComponentProps } from 'react';
import {
  MODAL_LOAD_FAILED_LABEL,
  modalLoader,
  preloadAccountView,
  useModalLoadFailure,
  withModalPreload,
} from '../KitProvider/modal-loader';

/** Props of AccountButton: a native button's attributes (its children are Kit's). */
export type AccountButtonProps = Omit<ComponentProps<'button'>, 'children' | 'onClick'>;

/** What the account buttons show: the active address and its floored balance. @internal */
export interface AccountSummary {
  address: string;
  /** '1.234 ETH'; '0.000' until the balance is read (spec §5). */
  balance: string;
}

/** The active account for the buttons, or undefined while disconnected. @internal */
export function useAccountSummary(): AccountSummary | undefined {
  return useKitSelector((state): AccountSummary | undefined => {
    const view = selectActiveAccount(state);
    if (view?.address === undefined || view.status !== 'connected') return undefined;
    const symbol = view.balanceSymbol ? ` ${view.balanceSymbol}` : '';
    return { address: view.address, balance: `${view.balance ?? '0.000'}${symbol}` };
  }, shallowEqual);
}

/** The inside of an account button: balance, then the truncated address. @internal */
export function AccountButtonContent({ account }: { account: AccountSummary }) {
  return (
    <>
      <span data-kit-part="balance">{account.balance}</span>{' '}
      <span data-kit-part="address">{truncateAddress(account.address)}</span>
    </>
  );
}

/**
 * The connected account as a button: the native balance (floored to 3 decimals, '0.000' until
 * read) and the truncated address; it opens the Account view. Renders nothing while
 * disconnected. While the modal's code could not be loaded it says so (`data-kit-failed`)
 * until the next press retries. It sits in the page, so the page's CSS applies; style it with
 * `className`.
 */
export function AccountButton(props: AccountButtonProps) {
  const kit = useKitInstance();
  const account = useAccountSummary();
  const failed = useModalLoadFailure() !== undefined;
  if (account === undefined) return null;
  return (
    <button
      type="button"
      data-kit-button="account"
      data-kit-failed={failed || undefined}
      aria-label={failed ? undefined : `Account ${account.address}, balance ${account.balance}`}
      {...props}
      {...withModalPreload(props, { opensOnAccount: true })}
      onClick={() => {
        modalLoader.preload();
        preloadAccountView();
        kit.open({ view: 'Account' });
      }}
    >
      {failed ? MODAL_LOAD_FAILED_LABEL : <AccountButtonContent account={account} />}
    </button>
  );
}
