import type { ChainNamespace } from '@kit/core';
import { selectActiveNamespace, selectConnectionStatus } from '@kit/connection';
import { useKitInstance, useKitSelector } from '@kit/views';
import type { ComponentProps } from 'react';
import { AccountButtonContent, useAccountSummary } from '../AccountButton/AccountButton';
import {
  MODAL_LOAD_FAILED_LABEL,
  modalLoader,
  preloadAccountView,
  useModalLoadFailure,
  withModalPreload,
} from '../KitProvider/modal-loader';

/** Props of ConnectButton. */
export interface ConnectButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'onClick'> {
  /** The label while disconnected; 'Connect Wallet' by default. */
  label?: string;
  /** The label while a wallet is connecting or reconnecting; 'Connecting…' by default. */
  loadingLabel?: string;
  /**
   * The label while the modal's code could not be loaded (offline, a chunk gone after a deploy);
   * the next press loads it again. 'Could not load. Try again' by default.
   */
  failedLabel?: string;
  /** Opens the modal for this namespace (switching to it first, spec §2). */
  namespace?: ChainNamespace;
}

/**
 * Opens the modal. Shows 'Connecting…' (and `aria-busy`) while a wallet connects or reconnects;
 * once connected it shows the account (balance and address, like AccountButton) and opens the
 * Account view. One `<button>` throughout, so keyboard focus survives the change. When the
 * modal's code could not be loaded it says so (`failedLabel`, `data-kit-failed`) until the next
 * press retries. It sits in the page, so the page's CSS applies; style it with `className`.
 */
export function ConnectButton({
  label = 'Connect Wallet',
  loadingLabel = 'Connecting…',
  failedLabel = MODAL_LOAD_FAILED_LABEL,
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
  const failed = useModalLoadFailure() !== undefined;
  return (
    <button
      type="button"
      data-kit-button={connected ? 'account' : 'connect'}
      data-kit-failed={failed || undefined}
      aria-busy={busy || undefined}
      aria-label={
        connected && !failed ? `Account ${account.address}, balance ${account.balance}` : undefined
      }
      {...rest}
      {...withModalPreload(rest, { opensOnAccount: connected })}
      onClick={() => {
        // Loads the modal's code if hover and focus did not (touch), or retries a failed load.
        modalLoader.preload();
        if (connected) preloadAccountView();
        kit.open(
          connected ? { view: 'Account' } : namespace === undefined ? undefined : { namespace },
        );
      }}
    >
      {failed ? (
        failedLabel
      ) : connected ? (
        <AccountButtonContent account={account} />
      ) : busy ? (
        loadingLabel
      ) : (
        label
      )}
    </button>
  );
}
