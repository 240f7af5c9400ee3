import {
  CONSTANTS,
  FRAME_MESSAGE,
  KitError,
  UserRejectedRequestError,
  kitError,
  type AuthEvent,
  type FrameAction,
  type FrameReply,
} from '@kit/core';

/** Options of the bridge to the secure frame. */
export interface FrameBridgeOptions {
  /** The secure site's base URL (apps/cloud locally). */
  secureSiteUrl: string;
  projectId: string;
  window: Window;
  /** Default CONSTANTS.SECURE_FRAME_LOAD_TIMEOUT_MS. */
  loadTimeoutMs?: number;
  /** Default CONSTANTS.SECURE_FRAME_REQUEST_TIMEOUT_MS. */
  requestTimeoutMs?: number;
  /** Where untrusted messages and integrator alerts are reported. */
  onEvent(event: AuthEvent): void;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: KitError): void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** The frame's error text as a KitError: the user rejection keeps its 4001 code. */
function replyError(error: { message: string; status?: number }): KitError {
  if (error.message === 'User rejected the request') return new UserRejectedRequestError();
  return new KitError('UNKNOWN_ERROR', error.message, { details: error.message });
}

/**
 * Request/reply messaging with the secure site's hidden frame (spec §7). Messages go to the
 * frame's window at the secure origin only, and replies are taken only from that window at that
 * origin; anything else that looks like ours is ignored, and reported as 'Untrusted Origin' when
 * it comes from another origin (spec §5).
 */
export class FrameBridge {
  readonly origin: string;
  readonly #options: FrameBridgeOptions;
  readonly #pending = new Map<string, Pending>();
  #frame: HTMLIFrameElement | undefined;
  #ready: Promise<void> | undefined;
  #counter = 0;
  #listener: ((event: MessageEvent) => void) | undefined;
  /** Called on the frame's next READY (its first, or the one after a reload). */
  #onReady: (() => void) | undefined;

  constructor(options: FrameBridgeOptions) {
    this.#options = options;
    this.origin = new URL(options.secureSiteUrl).origin;
  }

  /** Adds the hidden frame (once) and resolves when it says READY; APKT003/APKT005 otherwise. */
  ready(): Promise<void> {
    this.#ready ??= this.#load();
    const ready = this.#ready;
    // A failed load may be retried by the next call.
    ready.catch(() => {
      if (this.#ready === ready) {
        this.#ready = undefined;
        this.destroy();
      }
    });
    return ready;
  }

  /** Sends a request and resolves with the frame's SUCCESS payload (timeout null: wait forever). */
  async request<T>(
    action: FrameAction,
    payload: Record<string, unknown> = {},
    options: { timeoutMs?: number | null } = {},
  ): Promise<T> {
    await this.ready();
    const frameWindow = this.#frame?.contentWindow;
    if (!frameWindow) throw kitError('WALLET_LOAD_FAILED');
    this.#counter += 1;
    const id = `${Date.now().toString(36)}-${this.#counter}`;
    const timeoutMs =
      options.timeoutMs === undefined
        ? (this.#options.requestTimeoutMs ?? CONSTANTS.SECURE_FRAME_REQUEST_TIMEOUT_MS)
        : options.timeoutMs;
    return new Promise<T>((resolve, reject) => {
      const timer =
        timeoutMs === null
          ? undefined
          : setTimeout(() => {
              this.#pending.delete(id);
              this.#options.onEvent({ type: 'alert', code: 'APKT004' });
              reject(kitError('WALLET_REQUEST_TIMEOUT'));
            }, timeoutMs);
      this.#pending.set(id, { resolve: (value) => resolve(value as T), reject, timer });
      frameWindow.postMessage({ type: FRAME_MESSAGE.REQUEST, id, action, payload }, this.origin);
    });
  }

  /**
   * Reloads the frame (RELOAD) and resolves once the reloaded frame says READY again; requests
   * made meanwhile wait for it. APKT003 when it does not come back in time.
   */
  async reload(): Promise<void> {
    await this.request('RELOAD');
    const back = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#onReady = undefined;
        this.#options.onEvent({ type: 'alert', code: 'APKT003' });
        reject(kitError('WALLET_LOAD_FAILED'));
      }, this.#options.loadTimeoutMs ?? CONSTANTS.SECURE_FRAME_LOAD_TIMEOUT_MS);
      this.#onReady = () => {
        clearTimeout(timer);
        this.#onReady = undefined;
        resolve();
      };
    });
    this.#ready = back;
    back.catch(() => {
      if (this.#ready === back) this.#ready = undefined;
    });
    await back;
  }

  /** Removes the frame and fails every pending request. Idempotent. */
  destroy(): void {
    if (this.#listener) this.#options.window.removeEventListener('message', this.#listener);
    this.#listener = undefined;
    this.#frame?.remove();
    this.#frame = undefined;
    for (const [id, pending] of this.#pending) {
      clearTimeout(pending.timer);
      pending.reject(kitError('WALLET_LOAD_FAILED'));
      this.#pending.delete(id);
    }
  }

  #load(): Promise<void> {
    const { window: win, secureSiteUrl, projectId } = this.#options;
    return new Promise<void>((resolve, reject) => {
      const frame = win.document.createElement('iframe');
      const url = new URL('/secure/frame', secureSiteUrl);
      url.searchParams.set('projectId', projectId);
      url.searchParams.set('sdkVersion', String(CONSTANTS.SECURE_SITE_SDK_VERSION));
      frame.src = url.toString();
      frame.title = 'Kit secure wallet';
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
      frame.dataset['kitSecureFrame'] = '';
      frame.style.cssText =
        'position:fixed;width:0;height:0;border:0;opacity:0;pointer-events:none;top:0;left:0';
      const fail = (code: 'APKT003' | 'APKT005') => {
        clearTimeout(timer);
        this.#options.onEvent({ type: 'alert', code });
        reject(kitError(code === 'APKT005' ? 'UNVERIFIED_DOMAIN' : 'WALLET_LOAD_FAILED'));
      };
      const timer = setTimeout(
        () => fail('APKT003'),
        this.#options.loadTimeoutMs ?? CONSTANTS.SECURE_FRAME_LOAD_TIMEOUT_MS,
      );
      this.#listener = (event: MessageEvent) => {
        const data = event.data as { type?: unknown } | null;
        const ours =
          typeof data === 'object' &&
          data !== null &&
          typeof data.type === 'string' &&
          data.type.startsWith('@kit/frame/');
        if (!ours) return;
        if (event.origin !== this.origin) {
          this.#options.onEvent({ type: 'untrustedOrigin', origin: event.origin });
          return;
        }
        // The secure origin, but another window: another embedded wallet's frame in this page
        // (a second Kit, or an app's own), answering its own host. Not ours, and not untrusted.
        if (event.source !== frame.contentWindow) return;
        if (data.type === FRAME_MESSAGE.READY) {
          clearTimeout(timer);
          resolve();
          this.#onReady?.();
        } else if (data.type === FRAME_MESSAGE.UNVERIFIED_DOMAIN) {
          fail('APKT005');
        } else {
          this.#settle(data as FrameReply);
        }
      };
      win.addEventListener('message', this.#listener);
      frame.addEventListener('error', () => fail('APKT003'));
      this.#frame = frame;
      win.document.body.appendChild(frame);
    });
  }

  #settle(reply: FrameReply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    clearTimeout(pending.timer);
    if (reply.type === FRAME_MESSAGE.SUCCESS) pending.resolve(reply.payload);
    else pending.reject(replyError(reply.error));
  }
}
