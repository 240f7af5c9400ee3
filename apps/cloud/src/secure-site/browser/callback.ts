// The social login popup's last page: hands the result URL to the page that opened the popup,
// at the origin the frame put in the state (so no other page can read the one-time code).
import { FRAME_MESSAGE } from '@kit/core';

const params = new URLSearchParams(location.search);
const state = params.get('state') ?? '';
let target: string | undefined;
try {
  target = new URL(atob(state.split('.')[1] ?? '')).origin;
} catch {
  target = undefined;
}
const status = document.querySelector('[role="status"]');
if (window.opener && target !== undefined && target !== 'null') {
  (window.opener as Window).postMessage(
    { type: FRAME_MESSAGE.SOCIAL_REDIRECT, resultUri: location.href },
    target,
  );
  if (status) status.textContent = 'Logged in. You can close this window.';
} else if (status) {
  status.textContent = 'This login was not started from an app.';
}
