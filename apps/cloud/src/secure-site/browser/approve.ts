// The approval page the modal shows in ApproveTransaction: what the app asks, Approve and
// Reject. It runs on the secure origin with the session, so the host page cannot approve for
// the visitor; the frame waits for the answer.
import { canTrackVisibility, watchVisibility } from './approval-visibility';
import { readableRequest } from './readable-request';
import { secureApi } from './secure-api';
import { applySavedTheme } from './secure-theme';

// In the theme the host page synced, like the modal around this page.
applySavedTheme();

const id = new URLSearchParams(location.search).get('id') ?? '';
const container = document.getElementById('request')!;
/** Framed by the host page (the modal): the buttons work only while visibly unobscured. */
const framed = window.top !== window;
let visibility: ReturnType<typeof watchVisibility> | undefined;

function button(label: string, secondary: boolean, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  if (secondary) element.className = 'secondary';
  element.addEventListener('click', onClick);
  return element;
}

async function decide(approved: boolean): Promise<void> {
  // A click on a covered, transparent or just-uncovered frame is not the visitor's answer.
  if (approved && framed && visibility?.visibleLongEnough() !== true) return;
  visibility?.stop();
  for (const element of container.querySelectorAll('button')) element.disabled = true;
  try {
    await secureApi('approval/decide', { id, approved });
    container.textContent = approved ? 'Approved.' : 'Rejected.';
  } catch (error) {
    container.textContent = error instanceof Error ? error.message : String(error);
    container.className = 'error';
  }
}

secureApi<{ method: string; params: unknown[]; chainId: number | string; address: string }>(
  'approval',
  {
    id,
  },
).then(
  (request) => {
    container.replaceChildren();
    const summary = document.createElement('p');
    summary.textContent = `${request.method} from ${request.address} on chain ${request.chainId}`;
    const details = document.createElement('pre');
    details.textContent = readableRequest(request.method, request.params);
    if (framed && !canTrackVisibility()) {
      // No way to tell whether the host page covers us: refuse rather than risk a hijacked click.
      const refusal = document.createElement('p');
      refusal.className = 'error';
      refusal.textContent =
        'This browser cannot show approvals safely inside the app. Reject, or use a browser that supports visibility checks.';
      container.append(
        summary,
        details,
        refusal,
        button('Reject', true, () => void decide(false)),
      );
      return;
    }
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
  (error: unknown) => {
    container.textContent = error instanceof Error ? error.message : String(error);
    container.className = 'error';
  },
);
