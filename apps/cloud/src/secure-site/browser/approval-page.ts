// The approval page the modal shows in ApproveTransaction: what the app asks, Approve and
// Reject. It runs on the secure origin with the session, so the host page cannot approve for
// the visitor; the frame waits for the answer.
import { canTrackVisibility, watchVisibility } from './approval-visibility';
import { approvalPopupUrl, reviewInPopup } from './approval-popup';
import { readableRequest } from './readable-request';
import { secureApi } from './secure-api';

/** What an approval asks, as the secure API describes it. */
export interface ApprovalRequest {
  method: string;
  params: unknown[];
  chainId: number | string;
  address: string;
}

/** The framed page's words where it cannot check its visibility (ours). */
export const POPUP_REVIEW_LABEL = 'Review in a new window';
export const POPUP_REVIEW_NOTE =
  'This browser cannot show approvals safely inside the app: review the request in a new window.';
export const POPUP_WAITING_NOTE = 'Answer in the new window.';
export const POPUP_BLOCKED_NOTE =
  'The new window was blocked. Allow pop-ups for this site and try again, or Reject.';

function button(label: string, secondary: boolean, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  if (secondary) element.className = 'secondary';
  element.addEventListener('click', onClick);
  return element;
}

/** The summary line and the readable request, shared by the framed page and its popup. */
export function describeRequest(request: ApprovalRequest): HTMLElement[] {
  const summary = document.createElement('p');
  summary.textContent = `${request.method} from ${request.address} on chain ${request.chainId}`;
  const details = document.createElement('pre');
  details.textContent = readableRequest(request.method, request.params);
  return [summary, details];
}

function showError(container: HTMLElement, error: unknown): void {
  container.textContent = error instanceof Error ? error.message : String(error);
  container.className = 'error';
}

/**
 * Loads approval `id` into `container` and answers it with the session. `framed` (by the host
 * page): the buttons work only while visibly unobscured, and where that cannot be checked the
 * request is reviewed in a popup instead.
 */
export function startApprovalPage(options: {
  window: Window;
  container: HTMLElement;
  id: string;
  projectId: string;
  framed: boolean;
}): Promise<void> {
  const { container, id, framed } = options;
  let visibility: ReturnType<typeof watchVisibility> | undefined;

  async function decide(approved: boolean, reviewedInPopup = false): Promise<void> {
    // A click on a covered, transparent or just-uncovered frame is not the visitor's answer
    // (an answer from the top-level popup is: nothing can cover that window).
    if (approved && framed && !reviewedInPopup && visibility?.visibleLongEnough() !== true) return;
    visibility?.stop();
    for (const element of container.querySelectorAll('button')) element.disabled = true;
    try {
      await secureApi('approval/decide', { id, approved });
      container.textContent = approved ? 'Approved.' : 'Rejected.';
    } catch (error) {
      showError(container, error);
    }
  }

  function offerPopup(request: ApprovalRequest): void {
    const note = document.createElement('p');
    note.textContent = POPUP_REVIEW_NOTE;
    let ticket: string | undefined;
    const review = button(POPUP_REVIEW_LABEL, false, () => {
      if (ticket === undefined) return;
      // Opened in the click itself: popup blockers let only that through.
      const opened = reviewInPopup({
        window: options.window,
        url: approvalPopupUrl(options.window.location.origin, options.projectId, ticket),
        id,
        ticket,
        onAnswer: (approved) => void decide(approved, true),
      });
      if (opened) review.disabled = true;
      note.textContent = opened ? POPUP_WAITING_NOTE : POPUP_BLOCKED_NOTE;
    });
    // Live once the server gave this approval's popup ticket.
    review.disabled = true;
    const reject = button('Reject', true, () => void decide(false));
    container.append(...describeRequest(request), note, review, reject);
    secureApi<{ ticket: string }>('approval/popup', { id }).then(
      (answer) => {
        ticket = answer.ticket;
        review.disabled = false;
      },
      (error: unknown) => {
        note.textContent = error instanceof Error ? error.message : String(error);
        note.className = 'error';
      },
    );
  }

  return secureApi<ApprovalRequest>('approval', { id }).then(
    (request) => {
      container.replaceChildren();
      if (framed && !canTrackVisibility()) {
        // No way to tell whether the host page covers us: the answer is given in a top-level window.
        offerPopup(request);
        return;
      }
      const [summary, details] = describeRequest(request) as [HTMLElement, HTMLElement];
      const approve = button('Approve', false, () => void decide(true));
      const reject = button('Reject', true, () => void decide(false));
      container.append(summary, details, approve, reject);
      if (framed) {
        // Both answers wait for visibility: Chromium drops clicks on a cross-origin frame that
        // watches its visibility while the frame still moves (the modal opening), so a live Reject
        // would swallow the visitor's first click.
        approve.disabled = true;
        reject.disabled = true;
        visibility = watchVisibility([summary, approve], (visible) => {
          approve.disabled = !visible;
          reject.disabled = !visible;
        });
      }
    },
    (error: unknown) => showError(container, error),
  );
}
