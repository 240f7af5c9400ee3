import type { ChainNamespace } from '@kit/core';
import { selectActiveNamespace, selectConnectionStatus } from '@kit/connection';
import { useKitInstance, useKitSelector } from '@kit/views';
import type { ComponentProps } from 'react';
import { AccountButtonContent, useAccountSummary } from '../AccountButton/AccountButton';
import { modalLoader, withModalPreload } from '../KitProvider/modal-loader';

/** Props of ConnectButton. */
export interface ConnectButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'onClick'> {
  /** The label while disconnected; 'Connect Wallet' by default. */
  label?: string;
  /** The label while a wallet is connecting or reconnecting; 'Connecting…' by default. */
  loadingLabel?: string;
  /** Opens the modal for this namespace (switching to it first, spec §2). */
  namespace?: ChainNamespace;
}

/**
 * Opens the modal. Shows 'Connecting…' (and `aria-busy`) while a wallet connects or reconnects;
 * once connected it shows the account (balance and address, like AccountButton) and opens the
 * Account view. One `<button>` throughout, so keyboard focus survives the change. It sits in the
 * page, so the page's CSS applies; style it with `className`.
 */
export function ConnectButton({
  label = 'Connect Wallet',
  loadingLabel = 'Connecting…',
  namespace,
  ...rest
}: ConnectButtonProps) {
  const kit = useKitInstance();
  const status = useKitSelector((state) => {
    const target = namespace ?? selectActiveNamespace(state);
    return target === undefined ? 'disconnected' : selectConnectionStatus(state, target);
  });
  const account = useAccountSummary();
  const busy = status === 'connecting' || status === 'reconnecting';
  const connected = status === 'connected' && account !== undefined;
  return (
    <button
      type="button"
      data-kit-button={connected ? 'account' : 'connect'}
      aria-busy={busy || undefined}
      aria-label={connected ? `Account ${account.address}, balance ${account.balance}` : undefined}
      {...rest}
      {...withModalPreload(rest)}
      onClick={() => {
        // Loads the modal's code if hover and focus did not (touch), or retries a failed load.
        modalLoader.preload();
        kit.open(
          connected ? { view: 'Account' } : namespace === undefined ? undefined : { namespace },
        );
      }}
    >
      {connected ? <AccountButtonContent account={account} /> : busy ? loadingLabel : label}
    </button>
  );
}
