// The approval page the modal shows in ApproveTransaction: what the app asks, Approve and
// Reject. It runs on the secure origin with the session, so the host page cannot approve for
// the visitor; the frame waits for the answer.
import { readableRequest } from './readable-request';
import { secureApi } from './secure-api';

const id = new URLSearchParams(location.search).get('id') ?? '';
const container = document.getElementById('request')!;

function button(label: string, secondary: boolean, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  if (secondary) element.className = 'secondary';
  element.addEventListener('click', onClick);
  return element;
}

async function decide(approved: boolean): Promise<void> {
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
    container.append(
      summary,
      details,
      button('Approve', false, () => void decide(true)),
      button('Reject', true, () => void decide(false)),
    );
  },
  (error: unknown) => {
    container.textContent = error instanceof Error ? error.message : String(error);
    container.className = 'error';
  },
);
