import { CONSTANTS, ERROR_MESSAGES } from '@kit/core';
import { getAddress, isAddress } from 'ethers';
import { ReasonError } from '../server/reason-error';
import { findAsset, type SwapAsset, type SwapChain } from './swap-chain';

/** A CAIP-10 id split into its network and its account. */
export interface ParsedCaip10 {
  caipNetworkId: string;
  address: string;
}

/** The largest slippage a swap may be built with, in percent. */
export const MAX_SLIPPAGE_PERCENT = 50;

/** The `eip155:<chainId>:<address>` of a parameter; anything else is a 400. */
export function parseCaip10(raw: unknown, field: string): ParsedCaip10 {
  const parts = typeof raw === 'string' ? raw.split(':') : [];
  const [namespace, reference, address] = parts;
  if (
    parts.length !== 3 ||
    !namespace ||
    !reference ||
    !address ||
    !/^[-a-z0-9]{3,8}$/.test(namespace) ||
    !/^[-_a-zA-Z0-9]{1,32}$/.test(reference)
  ) {
    throw new ReasonError(400, `${ERROR_MESSAGES.INVALID_CAIP_ADDRESS}: ${field}`);
  }
  return { caipNetworkId: `${namespace}:${reference}`, address };
}

/** The network a CAIP-2 (or bare eip155 chain id) parameter names, or undefined when absent. */
export function parseNetworkParam(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  return /^\d+$/.test(raw) ? `eip155:${raw}` : raw;
}

/** The swap chain's asset at a CAIP-10 id on that chain; an unknown token is a 400. */
export function assetAt(chain: SwapChain, id: ParsedCaip10, field: string): SwapAsset {
  const asset =
    isAddress(id.address) || /^0x[eE]{40}$/.test(id.address)
      ? findAsset(chain, id.address)
      : undefined;
  if (!asset) {
    throw new ReasonError(
      400,
      `${field}: token ${id.address} is not swapped on ${chain.caipNetworkId}`,
    );
  }
  return asset;
}

/** An account on the chain: a 0x address or a CAIP-10 id of the same network; else a 400. */
export function parseAccount(raw: unknown, chain: SwapChain, field: string): string {
  let address = raw;
  if (typeof raw === 'string' && raw.includes(':')) {
    const id = parseCaip10(raw, field);
    if (id.caipNetworkId !== chain.caipNetworkId) {
      throw new ReasonError(400, `${field} must be on ${chain.caipNetworkId}`);
    }
    address = id.address;
  }
  if (typeof address !== 'string' || !isAddress(address)) {
    throw new ReasonError(400, `${field} must be an EVM address or a CAIP-10 id`);
  }
  return getAddress(address);
}

/** A positive amount in the token's smallest unit (a decimal integer string or a safe integer). */
export function parseAmount(raw: unknown, field = 'amount'): bigint {
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d{1,78}$/.test(text) || BigInt(text) === 0n) {
    throw new ReasonError(400, `${field} must be a positive integer in the token's smallest unit`);
  }
  return BigInt(text);
}

/**
 * The slippage in basis points: `eip155.slippage` in percent (a number or a decimal string, at
 * most two decimals, 0 to 50); absent means §9's 1 %.
 */
export function parseSlippageBps(raw: unknown): bigint {
  if (raw === undefined || raw === null || raw === '') {
    return BigInt(Math.round(CONSTANTS.SWAP_SLIPPAGE_TOLERANCE_PERCENT * 100));
  }
  const text = typeof raw === 'number' ? String(raw) : raw;
  const match = typeof text === 'string' ? /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text) : null;
  const bps = match
    ? BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
    : -1n;
  if (bps < 0n || bps > BigInt(MAX_SLIPPAGE_PERCENT * 100)) {
    throw new ReasonError(
      400,
      `eip155.slippage must be a percentage from 0 to ${MAX_SLIPPAGE_PERCENT}, at most two decimals`,
    );
  }
  return bps;
}

/** The least output a slippage allows: floor(quoted × (1 − bps / 10,000)). */
export function minimumOut(quoted: bigint, slippageBps: bigint): bigint {
  return (quoted * (10_000n - slippageBps)) / 10_000n;
}

/** A gas estimate raised by §9's fee multiplier (1.2), rounded up. */
export function withFeeMultiplier(gas: bigint): bigint {
  const percent = BigInt(Math.round(CONSTANTS.SWAP_FEE_MULTIPLIER * 100));
  return (gas * percent + 99n) / 100n;
}
