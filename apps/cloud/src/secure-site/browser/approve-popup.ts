// The approval popup's script (approval-popup.ts): a top-level window of our origin, opened by the
// framed approval page that could not check its own visibility. It has no session (the frame's
// storage is partitioned by the host site): its ticket shows the request, and the answer goes
// back to the frame that opened it, which answers with its session.
import { APPROVAL_ANSWER, type ApprovalAnswer } from './approval-popup';
import { describeRequest, type ApprovalRequest } from './approval-page';
import { secureApi } from './secure-api';
import { applySavedTheme } from './secure-theme';

applySavedTheme();

const container = document.getElementById('request')!;
const ticket = new URLSearchParams(location.search).get('ticket') ?? '';

function answer(id: string, approved: boolean): void {
  // Our own origin only: a window that is not the secure site's frame never gets the answer.
  const message: ApprovalAnswer = { type: APPROVAL_ANSWER, id, ticket, approved };
  (window.opener as Window).postMessage(message, location.origin);
  for (const element of container.querySelectorAll('button')) element.disabled = true;
  container.textContent = approved ? 'Approved.' : 'Rejected.';
}

secureApi<ApprovalRequest & { id: string }>('approval/popup/request', { ticket }).then(
  (request) => {
    container.replaceChildren();
    if (!window.opener) {
      container.textContent = 'This request was not opened from an app.';
      container.className = 'error';
      return;
    }
    const approve = document.createElement('button');
    approve.type = 'button';
    approve.textContent = 'Approve';
    approve.addEventListener('click', () => answer(request.id, true));
    const reject = document.createElement('button');
    reject.type = 'button';
    reject.className = 'secondary';
    reject.textContent = 'Reject';
    reject.addEventListener('click', () => answer(request.id, false));
    container.append(...describeRequest(request), approve, reject);
  },
  (error: unknown) => {
    container.textContent = error instanceof Error ? error.message : String(error);
    container.className = 'error';
  },
);
