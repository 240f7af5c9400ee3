import { selectApproval } from '@kit/embedded';
import { Spinner } from '@kit/ui';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useKitSelector } from '../../store/kit-store-hooks';

/**
 * ApproveTransaction (spec §2): the embedded wallet's approval page for a signing or sending
 * request, framed from the secure site. The visitor answers there, on the secure origin, so the
 * host page cannot approve in their name; the modal leaves this view once the answer is in.
 * While sign-in is required and no session exists, the shell keeps the modal from closing here.
 */
export function ApproveTransactionView() {
  const approval = useKitSelector(selectApproval);
  if (approval === undefined) {
    return (
      <StatusPanel
        tone="busy"
        media={<Spinner size={40} label="Waiting for approval" />}
        heading="Approve the request"
        message="Review and approve the request in your wallet's secure window."
      />
    );
  }
  return (
    <div className="kit-view kit-approve">
      <iframe
        key={approval.id}
        className="kit-approve-frame"
        title="Approve the request"
        src={approval.url}
        // allow-popups: where the frame cannot check that nothing covers it (no
        // IntersectionObserver v2), the secure site opens its own approval window; that window
        // escapes the sandbox, as a top-level page of the secure origin should.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
