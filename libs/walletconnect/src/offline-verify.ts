import type { ICore, IVerify } from '@walletconnect/types';

/**
 * WalletConnect's Verify API, offline. The SDK's own implementation registers every proposal with
 * the public verify service (a hidden iframe) and fetches attestations from it; with a loopback
 * relay nothing may leave the machine, so Core's documented `verify` member (an `IVerify`, from
 * @walletconnect/types) is replaced by this one before the sign client starts. Wallets then see
 * the validation as UNKNOWN, as for any unverified domain.
 */
export class OfflineVerify implements IVerify {
  readonly context = 'verify';

  constructor(
    readonly core: ICore,
    readonly logger: IVerify['logger'],
    readonly store: IVerify['store'],
  ) {}

  /** No attestation: the proposal carries none. */
  async register(): Promise<string | undefined> {
    return undefined;
  }

  /**
   * Nothing to resolve offline. The SDK treats an empty answer as "no attestation" (validation
   * UNKNOWN); the declared type has no room for it, hence the cast.
   */
  async resolve(): Promise<{ origin: string; isScam?: boolean }> {
    return undefined as unknown as { origin: string };
  }
}
