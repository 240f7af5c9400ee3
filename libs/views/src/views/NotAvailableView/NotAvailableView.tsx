import { goBack, selectCanGoBack } from '@kit/modal';
import { Button, InfoIcon } from '@kit/ui';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/** Props of NotAvailableView. */
export interface NotAvailableViewProps {
  /** The view's title, as the header shows it ("Swap"). */
  title: string;
}

/**
 * What a view without an implementation yet shows, so the modal is never blank: it says so and
 * offers the way back (or out, on the first view).
 */
export function NotAvailableView({ title }: NotAvailableViewProps) {
  const dispatch = useKitDispatch();
  const canGoBack = useKitSelector(selectCanGoBack);
  return (
    <StatusPanel
      media={<InfoIcon size={40} />}
      heading={`${title} isn't available yet`}
      message="This part of the wallet modal is coming soon."
      actions={
        <Button variant="secondary" fullWidth onClick={() => dispatch(goBack())}>
          {canGoBack ? 'Go back' : 'Close'}
        </Button>
      }
    />
  );
}
