import type {
  AccountType,
  AuthConnector,
  AuthEvent,
  AuthUser,
  ChainNamespace,
  EmailLoginAction,
  FrameThemeMode,
  SocialProvider,
  Unsubscribe,
} from '@kit/core';
import { EVM_PROFILE, kitError, SOLANA_PROFILE } from '@kit/core';
import { chainNotConfigured } from './chain-not-configured';
import { EmbeddedEip1193Provider } from './embedded-provider';
import { EmbeddedSolanaWallet } from './embedded-solana-wallet';
import { FrameBridge } from './frame-bridge';
import { openSocialPopup } from './social-popup';

/** Options of createEmbeddedWallet. */
export interface EmbeddedWalletOptions {
  /** The secure site (apps/cloud's URL locally); it must be another origin than the page. */
  secureSiteUrl: string;
  /** The project whose allowed origins the secure site checks (spec §5). */
  projectId: string;
  /** The page's window (default: globalThis.window). */
  window?: Window;
  /** The chain to start on (default: the secure site's first). */
  defaultChainId?: number;
  loadTimeoutMs?: number;
  requestTimeoutMs?: number;
}

/**
 * The embedded wallet (the AUTH connector): e-mail and social login through the secure site's
 * hidden frame, whose origin holds the session; the keys never leave the secure site. Its
 * eip155 provider is what the EVM adapter connects through.
 */
export class EmbeddedWallet implements AuthConnector {
  readonly secureSiteOrigin: string;
  /** eip155 first: its home namespace, where a login connects and the account type is chosen. */
  readonly namespaces: readonly ChainNamespace[] = [
    EVM_PROFILE.namespace,
    SOLANA_PROFILE.namespace,
  ];
  readonly #options: EmbeddedWalletOptions;
  readonly #window: Window;
  readonly #bridge: FrameBridge;
  readonly #listeners = new Set<(event: AuthEvent) => void>();
  readonly #provider: EmbeddedEip1193Provider;
  readonly #solana: EmbeddedSolanaWallet;
  #user: AuthUser | undefined;
  #chainId: number | undefined;
  #preferred: AccountType | undefined;

  constructor(options: EmbeddedWalletOptions) {
    const win = options.window ?? globalThis.window;
    // A server or a worker may import this package; creating the wallet needs a page.
    if (!win || typeof win.document === 'undefined') {
      throw kitError('BROWSER_ONLY', { call: 'createEmbeddedWallet()' });
    }
    this.#options = options;
    this.#window = win;
    this.#chainId = options.defaultChainId;
    this.#bridge = new FrameBridge({
      secureSiteUrl: options.secureSiteUrl,
      projectId: options.projectId,
      window: win,
      ...(options.loadTimeoutMs !== undefined && { loadTimeoutMs: options.loadTimeoutMs }),
      ...(options.requestTimeoutMs !== undefined && {
        requestTimeoutMs: options.requestTimeoutMs,
      }),
      onEvent: (event) => this.#emit(event),
    });
    this.secureSiteOrigin = this.#bridge.origin;
    this.#provider = new EmbeddedEip1193Provider({
      bridge: this.#bridge,
      emit: (event) => this.#emit(event),
      address: async () => (await this.#currentUser())?.address,
      chainId: () => this.#user?.chainId ?? this.#chainId,
      switchChain: (chainId) => this.switchNetwork({ chainId }),
      signOut: () => this.signOut(),
      approvalUrl: (id) => this.#approvalUrl(id),
    });
    this.#solana = new EmbeddedSolanaWallet({
      bridge: this.#bridge,
      emit: (event) => this.#emit(event),
      solanaAddress: async () => (await this.#currentUser())?.solanaAddress,
      signOut: () => this.signOut(),
      approvalUrl: (id) => this.#approvalUrl(id),
    });
  }

  getProvider(namespace: ChainNamespace): unknown {
    if (namespace === SOLANA_PROFILE.namespace) return this.#solana;
    return namespace === EVM_PROFILE.namespace ? this.#provider : undefined;
  }

  connectEmail(params: { email: string }): Promise<{ action: EmailLoginAction }> {
    return this.#bridge.request('CONNECT_EMAIL', { email: params.email });
  }

  async connectDevice(): Promise<void> {
    // The visitor approves in their inbox, maybe on another device: no timeout but the link's.
    await this.#bridge.request('CONNECT_DEVICE', {}, { timeoutMs: null });
  }

  async connectOtp(params: { otp: string }): Promise<void> {
    await this.#bridge.request('CONNECT_OTP', { otp: params.otp });
    await this.#refresh();
  }

  updateEmail(params: { email: string }): Promise<{ action: 'VERIFY_OTP' }> {
    return this.#bridge.request('UPDATE_EMAIL', { email: params.email });
  }

  getSocialRedirectUri(params: { provider: SocialProvider }): Promise<{ uri: string }> {
    return this.#bridge.request('GET_SOCIAL_REDIRECT_URI', { provider: params.provider });
  }

  async connectSocial(params: { provider: SocialProvider; window?: Window }): Promise<void> {
    const resultUri = await openSocialPopup({
      window: params.window ?? this.#window,
      secureOrigin: this.secureSiteOrigin,
      redirectUri: this.getSocialRedirectUri({ provider: params.provider }).then(({ uri }) => uri),
      onEvent: (event) => this.#emit(event),
    });
    this.#emit({ type: 'socialUserDataRequested', provider: params.provider });
    await this.#bridge.request('CONNECT_SOCIAL', { uri: resultUri });
    await this.#refresh();
  }

  getFarcasterUri(): Promise<{ url: string }> {
    return this.#bridge.request('GET_FARCASTER_URI');
  }

  async connectFarcaster(): Promise<void> {
    // The visitor confirms on another device or tab: no timeout but the channel's own.
    await this.#bridge.request('CONNECT_FARCASTER', {}, { timeoutMs: null });
    this.#emit({ type: 'socialUserDataRequested', provider: 'farcaster' });
    await this.#refresh();
  }

  async getUser(params: {
    chainId: number;
    preferredAccountType?: AccountType;
  }): Promise<AuthUser | undefined> {
    this.#chainId = params.chainId;
    if (params.preferredAccountType) this.#preferred = params.preferredAccountType;
    return this.#refresh();
  }

  async getEmail(): Promise<{ email?: string }> {
    return this.#bridge.request('GET_EMAIL');
  }

  async setPreferredAccount(params: { type: AccountType }): Promise<void> {
    this.#preferred = params.type;
    await this.#bridge.request('SET_PREFERRED_ACCOUNT', { type: params.type });
    await this.#refresh();
  }

  async switchNetwork(params: { chainId: number }): Promise<void> {
    try {
      await this.#bridge.request('SWITCH_NETWORK', { chainId: params.chainId });
    } catch (error) {
      throw chainNotConfigured(error, params.chainId) ?? error;
    }
    this.#chainId = params.chainId;
    await this.#refresh();
    this.#provider.emit('chainChanged', `0x${params.chainId.toString(16)}`);
  }

  async cancelApproval(params: { approvalId: string }): Promise<void> {
    await this.#bridge.request('RPC_CANCEL', { approvalId: params.approvalId });
  }

  /**
   * Gives the secure site the modal's theme mode (SYNC_THEME), so the approval page it frames
   * matches; the frame refuses any mode but 'light' and 'dark'.
   */
  async syncTheme(params: { themeMode: FrameThemeMode }): Promise<void> {
    await this.#bridge.request('SYNC_THEME', { themeMode: params.themeMode });
  }

  /** Reloads the secure frame (RELOAD) and resolves once it is ready again. */
  reload(): Promise<void> {
    return this.#bridge.reload();
  }

  async signOut(): Promise<void> {
    await this.#bridge.request('SIGN_OUT');
    this.#setUser(undefined);
  }

  currentUser(): AuthUser | undefined {
    return this.#user;
  }

  subscribe(listener: (event: AuthEvent) => void): Unsubscribe {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  teardown(): void {
    this.#bridge.destroy();
    this.#listeners.clear();
  }

  #approvalUrl(id: string): string {
    const url = new URL('/secure/approve', this.#options.secureSiteUrl);
    url.searchParams.set('id', id);
    url.searchParams.set('projectId', this.#options.projectId);
    return url.toString();
  }

  async #currentUser(): Promise<AuthUser | undefined> {
    return this.#user ?? this.#refresh();
  }

  async #refresh(): Promise<AuthUser | undefined> {
    const { user } = await this.#bridge.request<{ user: AuthUser | null }>('GET_USER', {
      ...(this.#chainId !== undefined && { chainId: this.#chainId }),
      ...(this.#preferred !== undefined && { preferredAccountType: this.#preferred }),
    });
    this.#setUser(user ?? undefined);
    return this.#user;
  }

  #setUser(user: AuthUser | undefined): void {
    const before = this.#user?.address;
    this.#user = user;
    if (user) this.#chainId = user.chainId;
    this.#emit({ type: 'accountChanged', user });
    this.#solana.setAddress(user?.solanaAddress);
    if (before !== undefined && before !== user?.address) {
      this.#provider.emit('accountsChanged', user ? [user.address] : []);
    }
  }

  #emit(event: AuthEvent): void {
    for (const listener of [...this.#listeners]) listener(event);
  }
}

/** Creates the embedded wallet; `@kit/store` loads this lazily (createKit's `embeddedWallet`). */
export function createEmbeddedWallet(options: EmbeddedWalletOptions): EmbeddedWallet {
  return new EmbeddedWallet(options);
}
