// The social login popup's last page, where the identity provider sends the visitor back. It
// hands the provider's answer to the secure site (our own origin), which exchanges the code with
// the PKCE verifier and checks the ID token; the session waits there for the frame that started
// the login. Only then does the host page (the origin the frame verified, as the server recorded
// it, never one read from `state`) get a notice naming the attempt: no code, no session.
import { FRAME_MESSAGE } from '@kit/core';
import { secureApi } from './secure-api';

const status = document.querySelector('[role="status"]');
const state = new URLSearchParams(location.search).get('state') ?? '';

secureApi<{ hostOrigin: string }>('social/complete', { query: location.search.slice(1) }).then(
  ({ hostOrigin }) => {
    // Drop the code from the address bar and history before anything else sees it.
    history.replaceState(null, '', `${location.pathname}?state=${encodeURIComponent(state)}`);
    if (!window.opener) {
      if (status) status.textContent = 'This login was not started from an app.';
      return;
    }
    (window.opener as Window).postMessage(
      {
        type: FRAME_MESSAGE.SOCIAL_REDIRECT,
        resultUri: `${location.origin}${location.pathname}?state=${encodeURIComponent(state)}`,
      },
      hostOrigin,
    );
    if (status) status.textContent = 'Logged in. You can close this window.';
  },
  (error: unknown) => {
    history.replaceState(null, '', location.pathname);
    if (status) {
      status.textContent = error instanceof Error ? error.message : String(error);
      status.className = 'error';
    }
  },
);
