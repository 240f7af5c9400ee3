import { existsSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { systemClock, type Clock } from '@kit/core';
import { formatUnits, parseUnits } from '@kit/core/units';
import { getAddress, isAddress } from 'ethers';
import type { CloudDevnet } from '../cloud-context';
import type { CloudDatabase } from '../server/database/cloud-database';
import { ReasonError } from '../server/reason-error';
import {
  findPurchasable,
  nativeAssetOn,
  onrampOptions,
  purchasableAssets,
  type PurchasableAsset,
  type WireOnrampOptions,
} from './onramp-catalogue';
import { createOnrampPayer } from './onramp-payout';
import {
  checkFiat,
  formatCents,
  MAX_PAYMENT_CENTS,
  parseFiatCents,
  priceOnramp,
  toWireQuote,
  type WireAmount,
  type WireOnrampQuote,
} from './onramp-quote';
import {
  CheckoutStore,
  ONRAMP_DB_FILE,
  type CheckoutSession,
  type CheckoutStatus,
} from './checkout-store';

/** The checkout sessions database's file in the cloud's data dir. */
export { ONRAMP_DB_FILE } from './checkout-store';
/** Longest partnerUserId kept. */
export const PARTNER_USER_ID_MAX_LENGTH = 256;

/** GET /v1/onramp/status/{sessionId} (ours: the real on-ramp reports to its own widget). */
export interface WireCheckoutStatus {
  sessionId: string;
  status: CheckoutStatus;
  purchaseAmount: WireAmount;
  /** CAIP-10 of the destination. */
  destination: string;
  /** The network's slug. */
  network: string;
  txHash?: string;
  /** ISO 8601. */
  completedAt?: string;
  error?: string;
}

/** What confirming a session did. */
export type ConfirmOutcome = 'paid' | 'already-claimed' | 'failed';

/** The on-ramp behind /v1/onramp, /v1/generators/onrampurl and the checkout page. */
export interface OnrampService {
  options(): WireOnrampOptions;
  quote(body: unknown): WireOnrampQuote;
  /** Stores a checkout session; its page is `<origin>/onramp/checkout/<sessionId>`. */
  createCheckout(body: unknown, projectId: string): Promise<CheckoutSession>;
  session(id: string): Promise<CheckoutSession | undefined>;
  /** The network display name of a session. */
  networkName(session: CheckoutSession): string;
  /**
   * Pays a session once, when `token` is its confirmation token (else a 403 ReasonError): 'paid',
   * 'already-claimed' (paid or being paid) or 'failed' (the error is on the session).
   */
  confirm(id: string, token: string): Promise<ConfirmOutcome>;
  status(id: string, projectId: string): Promise<WireCheckoutStatus>;
  close(): Promise<void>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A currency given as its id or symbol, or as an options entry ({ id } or { symbol }). */
function currencyCode(raw: unknown, field: string): string {
  const value = isRecord(raw) ? (raw.id ?? raw.symbol) : raw;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ReasonError(400, `${field} must be a currency id or an options entry with an id`);
  }
  return value.trim();
}

function optionalString(raw: unknown, field: string): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') throw new ReasonError(400, `${field} must be a string`);
  return raw.trim();
}

/** A destination: a 0x address or a CAIP-10 eip155 id (whose chain is a network hint). */
function destinationOf(raw: unknown): { address: string; chainId?: string } {
  if (typeof raw === 'string') {
    const parts = raw.split(':');
    const address = parts.length === 3 && parts[0] === 'eip155' ? parts[2] : raw;
    if (address !== undefined && isAddress(address)) {
      return {
        address: getAddress(address),
        ...(parts.length === 3 ? { chainId: parts[1] as string } : {}),
      };
    }
  }
  throw new ReasonError(400, 'destinationWallets[0].address must be an EVM address or CAIP-10 id');
}

function firstString(raw: unknown): string | undefined {
  return Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : undefined;
}

/**
 * The local on-ramp (spec §7) over the devnet: options, quotes at the local price table, and
 * checkout sessions (SQLite in the data dir) whose page pays the purchase from account 0.
 */
export async function createOnrampService(
  devnet: CloudDevnet | undefined,
  database: CloudDatabase,
  dataDir: string,
  clock: Clock = systemClock,
): Promise<OnrampService> {
  const assets = purchasableAssets(devnet);
  // On SQLite, opened on first use: a cloud nobody buys from creates no file (and starts ~5 ms
  // sooner). An existing file (or PostgreSQL) opens now, so a corrupt one stops the start instead
  // of a later checkout, and a stopped run's payments are offered again at once.
  let opened: Promise<CheckoutStore> | undefined =
    database.dialect === 'postgres' || existsSync(path.join(dataDir, ONRAMP_DB_FILE))
      ? Promise.resolve(await CheckoutStore.open(database, clock.now()))
      : undefined;
  const store = () => (opened ??= CheckoutStore.open(database, clock.now()));
  const payer = createOnrampPayer(devnet?.chains ?? []);

  const assetOf = (currency: string, network: string | undefined): PurchasableAsset => {
    const asset = findPurchasable(assets, currency, network);
    if (!asset) {
      throw new ReasonError(
        400,
        network === undefined
          ? `${currency} is not sold here`
          : `${currency} is not sold on network '${network}'`,
      );
    }
    return asset;
  };

  /** The amount a checkout pays: the crypto preset as it is, or what the fiat preset buys. */
  const checkoutAmount = (body: Record<string, unknown>, asset: PurchasableAsset) => {
    const crypto = body.presetCryptoAmount;
    if (crypto !== undefined && crypto !== null && crypto !== '') {
      let units: bigint;
      try {
        units = parseUnits(String(crypto), asset.decimals);
      } catch {
        throw new ReasonError(400, 'presetCryptoAmount must be a positive decimal amount');
      }
      const usdCents = (units * asset.priceMicros) / 10n ** BigInt(asset.decimals) / 10_000n;
      if (units <= 0n || usdCents > MAX_PAYMENT_CENTS) {
        throw new ReasonError(
          400,
          `presetCryptoAmount must be positive and worth at most ${formatCents(MAX_PAYMENT_CENTS)} USD`,
        );
      }
      return { units };
    }
    const fiatRaw = body.presetFiatAmount;
    if (fiatRaw === undefined || fiatRaw === null || fiatRaw === '') {
      throw new ReasonError(400, 'presetCryptoAmount or presetFiatAmount is required');
    }
    const fiat = checkFiat(body.fiatCurrency ?? 'USD');
    const pricing = priceOnramp(asset, fiat, parseFiatCents(fiatRaw, 'presetFiatAmount'));
    return { units: pricing.purchaseUnits, fiatAmount: formatCents(pricing.totalCents), fiat };
  };

  return {
    options: () => onrampOptions(assets),

    quote(body) {
      if (!isRecord(body)) {
        throw new ReasonError(
          400,
          'Expected a JSON body { purchaseCurrency, paymentCurrency, amount, network }',
        );
      }
      const asset = assetOf(
        currencyCode(body.purchaseCurrency, 'purchaseCurrency'),
        optionalString(body.network, 'network'),
      );
      const fiat = checkFiat(currencyCode(body.paymentCurrency, 'paymentCurrency'));
      const pricing = priceOnramp(asset, fiat, parseFiatCents(body.amount));
      return toWireQuote(asset, pricing, randomUUID());
    },

    async createCheckout(body, projectId) {
      if (!isRecord(body)) {
        throw new ReasonError(
          400,
          'Expected a JSON body { destinationWallets, defaultNetwork, … }',
        );
      }
      if (body.defaultExperience !== undefined && body.defaultExperience !== 'buy') {
        throw new ReasonError(400, "defaultExperience must be 'buy': the local on-ramp only sells");
      }
      const wallet = Array.isArray(body.destinationWallets)
        ? body.destinationWallets[0]
        : undefined;
      if (!isRecord(wallet)) {
        throw new ReasonError(400, 'destinationWallets must list at least one { address }');
      }
      const destination = destinationOf(wallet.address);
      const network =
        optionalString(body.defaultNetwork, 'defaultNetwork') ??
        firstString(wallet.blockchains) ??
        firstString(wallet.supportedNetworks) ??
        destination.chainId;
      const symbol = firstString(wallet.assets) ?? nativeAssetOn(assets, network)?.symbol ?? 'ETH';
      const asset = assetOf(symbol, network);
      const partnerUserId = optionalString(body.partnerUserId, 'partnerUserId');
      if (partnerUserId !== undefined && partnerUserId.length > PARTNER_USER_ID_MAX_LENGTH) {
        throw new ReasonError(400, `partnerUserId is longer than ${PARTNER_USER_ID_MAX_LENGTH}`);
      }
      const amount = checkoutAmount(body, asset);
      const session: CheckoutSession = {
        id: randomBytes(32).toString('base64url'),
        projectId,
        confirmToken: randomBytes(32).toString('base64url'),
        createdAt: clock.now(),
        status: 'pending',
        chainId: asset.chainId,
        network: asset.network.name,
        destination: destination.address,
        symbol: asset.symbol,
        decimals: asset.decimals,
        ...(asset.address !== undefined ? { tokenAddress: asset.address } : {}),
        amount: amount.units.toString(),
        ...(amount.fiatAmount !== undefined
          ? { fiatAmount: amount.fiatAmount, fiatCurrency: amount.fiat }
          : {}),
        ...(partnerUserId !== undefined ? { partnerUserId } : {}),
      };
      await (await store()).insert(session);
      return session;
    },

    session: async (id) => (await store()).get(id),

    networkName(session) {
      return (
        assets.find((asset) => asset.chainId === session.chainId)?.network.display_name ??
        session.network
      );
    },

    async confirm(id, token) {
      const checkouts = await store();
      const session = await checkouts.get(id);
      if (!session || session.confirmToken !== token)
        throw new ReasonError(403, 'Invalid confirmation');
      if (!(await checkouts.claim(id, clock.now()))) return 'already-claimed';
      try {
        const hash = await payer.pay(session);
        await checkouts.complete(id, hash, clock.now());
        return 'paid';
      } catch (error) {
        await checkouts.fail(id, error instanceof Error ? error.message : String(error));
        return 'failed';
      }
    },

    async status(id, projectId) {
      const session = await (await store()).get(id);
      if (!session || session.projectId !== projectId) {
        throw new ReasonError(404, 'Unknown checkout session');
      }
      return {
        sessionId: session.id,
        status: session.status,
        purchaseAmount: {
          amount: formatUnits(BigInt(session.amount), session.decimals),
          currency: session.symbol,
        },
        destination: `eip155:${session.chainId}:${session.destination}`,
        network: session.network,
        ...(session.txHash !== undefined ? { txHash: session.txHash } : {}),
        ...(session.completedAt !== undefined
          ? { completedAt: new Date(session.completedAt).toISOString() }
          : {}),
        ...(session.error !== undefined ? { error: session.error } : {}),
      };
    },

    async close() {
      payer.close();
      await (await opened?.catch(() => undefined))?.close();
    },
  };
}
