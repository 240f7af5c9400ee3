import { Spinner, Text } from '@kit/ui';
import type { ReactNode } from 'react';

/** Props of StatusPanel. */
export interface StatusPanelProps {
  /** The picture above the text: a wallet or network image, or an icon. */
  media?: ReactNode;
  /** The main line ("Continue in Alpha Wallet", "Connection rejected"). */
  heading: ReactNode;
  /** A muted explanation under it. */
  message?: ReactNode;
  /** `error` reads the heading in the error colour and announces it; `busy` marks work in progress. */
  tone?: 'default' | 'error' | 'busy';
  /** Buttons under the text. */
  actions?: ReactNode;
  /** Names the work under way: a small spinner badge on the media's corner says it is going on. */
  spinnerLabel?: string;
  /**
   * Whether an `error` panel is itself the announcement (true by default). False when a toast
   * already says it, so a screen reader hears it once (issue 23).
   */
  announce?: boolean;
}

/**
 * The centred picture-heading-message-actions layout shared by the waiting, error and
 * "not available" states. An error heading is a live `alert`, so it is announced when it appears.
 */
export function StatusPanel({
  media,
  heading,
  message,
  tone = 'default',
  actions,
  spinnerLabel,
  announce = true,
}: StatusPanelProps) {
  return (
    <div className="kit-status" data-tone={tone} aria-busy={tone === 'busy' || undefined}>
      {media !== undefined && (
        <div className="kit-status-media">
          {media}
          {spinnerLabel !== undefined && (
            <Spinner size={24} label={spinnerLabel} className="kit-status-spinner" />
          )}
        </div>
      )}
      <div role={tone === 'error' && announce ? 'alert' : undefined} className="kit-status-text">
        <Text as="p" variant="title" align="center" tone={tone === 'error' ? 'error' : 'default'}>
          {heading}
        </Text>
        {message !== undefined && (
          <Text as="p" variant="small" tone="muted" align="center">
            {message}
          </Text>
        )}
      </div>
      {actions !== undefined && <div className="kit-status-actions">{actions}</div>}
    </div>
  );
}
