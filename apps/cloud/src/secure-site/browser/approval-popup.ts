// The framed approval page's way out where the frame cannot tell whether the host page covers it
// (no IntersectionObserver v2: Firefox, Safari). A top-level window of our own origin cannot be
// laid under a decoy (its page forbids framing), so the visitor reviews and answers there. The
// popup has no session (the frame's storage is partitioned by the host site), so it only shows the
// request, through a ticket the frame got for this approval, and posts the answer back here; the
// frame answers with its session exactly as its own buttons would.
import { CONSTANTS } from '@kit/core';

/** The popup's answer message (popup → the frame that opened it, our origin only). */
export const APPROVAL_ANSWER = 'kit-secure:approval-answer';

export interface ApprovalAnswer {
  type: typeof APPROVAL_ANSWER;
  /** The approval the answer is for, and the ticket of this frame's popup: both must match. */
  id: string;
  ticket: string;
  approved: boolean;
}

/** The popup page of one approval (its ticket names it; the project scopes the API calls). */
export function approvalPopupUrl(origin: string, projectId: string, ticket: string): string {
  const query = new URLSearchParams({ projectId, ticket });
  return `${origin}/secure/approve/popup?${query.toString()}`;
}

/**
 * Opens the approval popup (600 x 800, like the social login's) and calls `onAnswer` once: with
 * the visitor's answer posted by that popup, or `false` when it is closed unanswered (the framed
 * Reject's path: 'User rejected the request'). Call it only inside the visitor's click (popup
 * blockers). Returns false when the browser blocked the window.
 */
export function reviewInPopup(options: {
  window: Window;
  url: string;
  id: string;
  ticket: string;
  onAnswer(approved: boolean): void;
}): boolean {
  const { window: win, id, ticket } = options;
  const width = CONSTANTS.POPUP_WIDTH;
  const height = CONSTANTS.POPUP_HEIGHT;
  const left = Math.max(0, (win.screen?.width ?? width) / 2 - width / 2);
  const top = Math.max(0, (win.screen?.height ?? height) / 2 - height / 2);
  // '_blank', not a name: any page could otherwise navigate a named window to a page of its own.
  const popup = win.open(
    options.url,
    '_blank',
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) return false;
  let answered = false;
  const finish = (approved: boolean) => {
    if (answered) return;
    answered = true;
    clearInterval(poll);
    win.removeEventListener('message', listener);
    options.onAnswer(approved);
  };
  const listener = (event: MessageEvent) => {
    // Only our own popup, at our own origin, answering this approval with this popup's ticket.
    if (event.origin !== win.location.origin || event.source !== popup) return;
    const data = event.data as Partial<ApprovalAnswer> | null;
    if (
      typeof data !== 'object' ||
      data === null ||
      data.type !== APPROVAL_ANSWER ||
      data.id !== id ||
      data.ticket !== ticket ||
      typeof data.approved !== 'boolean'
    ) {
      return;
    }
    finish(data.approved);
    popup.close();
  };
  const poll = setInterval(() => {
    if (popup.closed) finish(false);
  }, CONSTANTS.POPUP_POLL_MS);
  win.addEventListener('message', listener);
  return true;
}
