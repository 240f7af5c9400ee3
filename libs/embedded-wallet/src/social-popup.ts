import { CONSTANTS, FRAME_MESSAGE, WalletConnectionError, type AuthEvent } from '@kit/core';

/**
 * Opens the social login popup (spec §2: 600 x 800 at the secure site's /loading), points it at
 * the provider's page once the frame gave its URL, and resolves with the result URL the secure
 * site's callback posts back. Only a message from that popup at the secure origin counts; others
 * are reported as untrusted. Closing the popup first rejects with 'Popup closed' (polled every 1 s).
 */
export function openSocialPopup(options: {
  window: Window;
  secureOrigin: string;
  /** The provider's URL, from getSocialRedirectUri. */
  redirectUri: Promise<string>;
  onEvent(event: AuthEvent): void;
}): Promise<string> {
  const { window: win, secureOrigin } = options;
  const width = CONSTANTS.SOCIAL_POPUP_WIDTH;
  const height = CONSTANTS.SOCIAL_POPUP_HEIGHT;
  const left = Math.max(0, (win.screen?.width ?? width) / 2 - width / 2);
  const top = Math.max(0, (win.screen?.height ?? height) / 2 - height / 2);
  // Opened at once, inside the visitor's click, so popup blockers let it through.
  const popup = win.open(
    `${secureOrigin}/loading`,
    'kit-social-login',
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  return new Promise<string>((resolve, reject) => {
    if (!popup) {
      reject(new WalletConnectionError('POPUP_CLOSED'));
      return;
    }
    const cleanup = () => {
      clearInterval(poll);
      win.removeEventListener('message', listener);
    };
    const listener = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; resultUri?: unknown } | null;
      if (
        typeof data !== 'object' ||
        data === null ||
        data.type !== FRAME_MESSAGE.SOCIAL_REDIRECT
      ) {
        return;
      }
      if (event.origin !== secureOrigin || event.source !== popup) {
        options.onEvent({ type: 'untrustedOrigin', origin: event.origin });
        return;
      }
      if (typeof data.resultUri !== 'string') return;
      cleanup();
      popup.close();
      resolve(data.resultUri);
    };
    const poll = setInterval(() => {
      if (!popup.closed) return;
      cleanup();
      reject(new WalletConnectionError('POPUP_CLOSED'));
    }, CONSTANTS.POPUP_POLL_MS);
    win.addEventListener('message', listener);
    options.redirectUri.then(
      (uri) => {
        if (!popup.closed) popup.location.href = uri;
      },
      (error: unknown) => {
        cleanup();
        popup.close();
        reject(error);
      },
    );
  });
}
