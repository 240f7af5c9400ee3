import { Spinner } from '@kit/ui';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';

/**
 * ApproveTransaction (spec §2): where the embedded wallet's approval frame for a request will sit.
 * Presentational for now: the embedded wallet that fills it does not exist yet. While sign-in is
 * required and no session exists, the shell keeps the modal from closing here (spec §2).
 */
export function ApproveTransactionView() {
  return (
    <StatusPanel
      tone="busy"
      media={<Spinner size={40} label="Waiting for approval" />}
      heading="Approve the request"
      message="Review and approve the request in your wallet's secure window."
    />
  );
}
