import type { ICore, IVerify } from '@walletconnect/types';

/**
 * The wallet side's Verify API, offline: resolving a proposal's attestation would fetch the
 * public verify service. Same idea as @kit/walletconnect's OfflineVerify (the dApp side), kept
 * here because @kit/walletconnect's own tests use this wallet (importing it would be a cycle).
 */
export class WalletOfflineVerify implements IVerify {
  readonly context = 'verify';

  constructor(
    readonly core: ICore,
    readonly logger: IVerify['logger'],
    readonly store: IVerify['store'],
  ) {}

  async register(): Promise<string | undefined> {
    return undefined;
  }

  /** Empty: the SDK reports the dApp's origin as UNKNOWN (unverified). */
  async resolve(): Promise<{ origin: string; isScam?: boolean }> {
    return undefined as unknown as { origin: string };
  }
}
