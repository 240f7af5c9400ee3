import type { BlockchainChain } from './blockchain-chains';

/** GET /v1/convert/gas-price: wei per gas as decimal strings, like the real API. */
export interface WireGasPrice {
  standard: string;
  fast: string;
  instant: string;
}

/** Blocks of fee history looked at. */
const FEE_HISTORY_BLOCKS = 10;
/** Priority-fee percentiles of the standard, fast and instant speeds. */
const PERCENTILES = [25, 50, 75] as const;

interface FeeHistory {
  baseFeePerGas: string[];
  gasUsedRatio: number[];
  reward?: string[][];
}

function maxOf(...values: bigint[]): bigint {
  return values.reduce((max, value) => (value > max ? value : max));
}

/**
 * Average priority fee per percentile over the blocks that had transactions; empty blocks report
 * 0 and would drag the average to nothing.
 */
function averageTips(history: FeeHistory, fallback: bigint): bigint[] {
  const rows = (history.reward ?? []).filter((_, index) => (history.gasUsedRatio[index] ?? 0) > 0);
  return PERCENTILES.map((_, column) => {
    if (rows.length === 0) return fallback;
    const sum = rows.reduce((total, row) => total + BigInt(row[column] ?? '0x0'), 0n);
    return sum / BigInt(rows.length);
  });
}

/**
 * Gas prices from the node: eth_gasPrice and eth_feeHistory. With `base` the next block's base fee
 * and `tip(p)` the average p-th percentile priority fee of recent blocks:
 * - standard = max(eth_gasPrice, base + tip(25)): enough for the next block at today's base fee;
 * - fast = max(standard, base × 1.25 + tip(50)): survives two full blocks of base-fee rises (12.5% each);
 * - instant = max(fast, base × 2 + tip(75)): the usual EIP-1559 max fee, survives about six.
 */
export async function readGasPrice(chain: BlockchainChain): Promise<WireGasPrice> {
  const [gasPriceHex, history] = await Promise.all([
    chain.provider.send('eth_gasPrice', []) as Promise<string>,
    chain.provider.send('eth_feeHistory', [
      `0x${FEE_HISTORY_BLOCKS.toString(16)}`,
      'latest',
      [...PERCENTILES],
    ]) as Promise<FeeHistory>,
  ]);
  const gasPrice = BigInt(gasPriceHex);
  const base = BigInt(history.baseFeePerGas.at(-1) ?? '0x0');
  const fallbackTip = gasPrice > base ? gasPrice - base : 0n;
  const [tip25 = 0n, tip50 = 0n, tip75 = 0n] = averageTips(history, fallbackTip);
  const standard = maxOf(gasPrice, base + tip25);
  const fast = maxOf(standard, (base * 5n) / 4n + tip50);
  const instant = maxOf(fast, base * 2n + tip75);
  return { standard: standard.toString(), fast: fast.toString(), instant: instant.toString() };
}
