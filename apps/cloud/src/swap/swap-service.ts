import { ERROR_MESSAGES } from '@kit/core';
import type { CloudDevnet } from '../cloud-context';
import { DevnetOperator } from '../devnet/devnet-operator';
import { ReasonError } from '../server/reason-error';
import { assetCaip10, swapChainOf, type SwapAsset, type SwapChain } from './swap-chain';
import {
  assetAt,
  parseAccount,
  parseAmount,
  parseCaip10,
  parseNetworkParam,
  parseSlippageBps,
} from './swap-params';
import { readPoolPrices, type PoolPrices } from './pool-prices';
import { createSwapPoolKeeper, type SwapPoolKeeper } from './swap-pool';
import { quoteRoute } from './swap-quote';
import {
  buildApprove,
  buildSwap,
  readAllowance,
  type WireSwapTransaction,
} from './swap-transactions';

/** One token of GET /v1/convert/tokens. */
export interface WireSwapToken {
  name: string;
  symbol: string;
  /** CAIP-10; the native coin is `…:0xeeee…eeee`. */
  address: string;
  decimals: number;
  logoUri: string;
  /** Whether the token takes EIP-2612 permits (the devnet tokens do not). */
  eip2612: boolean;
}

/** One quote of GET /v1/convert/quotes: amounts in smallest units, tokens as CAIP-10. */
export interface WireSwapQuote {
  id: null;
  fromAmount: string;
  fromAccount: string;
  toAmount: string;
  toAccount: string;
}

/** The answer of POST /v1/convert/build-transaction; toAmount and toAmountMin are ours. */
export interface WireBuiltSwap {
  tx: WireSwapTransaction;
  toAmount: string;
  toAmountMin: string;
}

/** Query strings and bodies as they arrive; the service checks them. */
type Params = Record<string, unknown>;

/** The swap service behind /v1/convert (gas price aside). Refusals are ReasonErrors. */
export interface SwapService {
  /** The swap chain's CAIP-2 id, when there is one. */
  readonly caipNetworkId: string | undefined;
  tokens(chainId: string | undefined, logoUri: (symbol: string) => string): WireSwapToken[];
  quotes(query: Params): Promise<{ quotes: WireSwapQuote[] }>;
  allowance(query: Params): Promise<{ allowance: string }>;
  buildApprove(query: Params): Promise<{ tx: WireSwapTransaction }>;
  buildTransaction(body: Params): Promise<WireBuiltSwap>;
  /**
   * The USD prices the pool gives the assets of a network (deploying the pool on first use);
   * undefined for a network that has no pool, whose assets then have no price.
   */
  prices(caipNetworkId: string): Promise<PoolPrices | undefined>;
  close(): void;
}

const unsupported = () => new ReasonError(400, ERROR_MESSAGES.NETWORK_NOT_SUPPORTED_FOR_SWAPS);

/**
 * The swaps of spec §7 against the Uniswap V2 pool on the devnet's first chain (deployed on first
 * use). Every other network is unsupported (§8): its token list and quotes are empty; allowance,
 * approve and swap calldata answer 400 'Network not supported for Swaps'.
 */
export function createSwapService(devnet: CloudDevnet | undefined, dataDir: string): SwapService {
  const chain = swapChainOf(devnet);
  const keeper: SwapPoolKeeper | undefined =
    chain &&
    createSwapPoolKeeper(chain, new DevnetOperator(() => chain.provider, chain.rpcUrl), dataDir);

  /** The chain of a CAIP-10 parameter, when it is the swap chain. */
  const chainOf = (id: { caipNetworkId: string }): SwapChain | undefined =>
    chain && id.caipNetworkId === chain.caipNetworkId ? chain : undefined;

  /** The from and to assets of a request, on one chain; undefined when it is not the swap chain. */
  const pairOf = (
    params: Params,
  ): { chain: SwapChain; from: SwapAsset; to: SwapAsset } | undefined => {
    const fromId = parseCaip10(params.from, 'from');
    const toId = parseCaip10(params.to, 'to');
    if (fromId.caipNetworkId !== toId.caipNetworkId) {
      throw new ReasonError(400, 'from and to must be on the same network');
    }
    const swapChain = chainOf(fromId);
    if (!swapChain) return undefined;
    const from = assetAt(swapChain, fromId, 'from');
    const to = assetAt(swapChain, toId, 'to');
    if (from === to) throw new ReasonError(400, 'from and to must be different tokens');
    return { chain: swapChain, from, to };
  };

  return {
    caipNetworkId: chain?.caipNetworkId,

    tokens(chainId, logoUri) {
      const network = parseNetworkParam(chainId);
      if (network === undefined) throw new ReasonError(400, 'chainId is required');
      if (!chain || network !== chain.caipNetworkId) return [];
      return chain.assets.map((asset) => ({
        name: asset.name,
        symbol: asset.symbol,
        address: assetCaip10(chain, asset),
        decimals: asset.decimals,
        logoUri: logoUri(asset.symbol),
        eip2612: false,
      }));
    },

    async quotes(query) {
      const pair = pairOf(query);
      const amount = parseAmount(query.amount);
      if (!pair || !keeper) return { quotes: [] };
      if (query.userAddress !== undefined)
        parseAccount(query.userAddress, pair.chain, 'userAddress');
      // gasPrice is accepted as the real API's clients send it; a pool quote has no gas in it.
      const pool = await keeper.pool();
      const route = await quoteRoute(pair.chain, pool, pair.from, pair.to, amount);
      return {
        quotes: [
          {
            id: null,
            fromAmount: amount.toString(),
            fromAccount: assetCaip10(pair.chain, pair.from),
            toAmount: (route.amounts.at(-1) ?? 0n).toString(),
            toAccount: assetCaip10(pair.chain, pair.to),
          },
        ],
      };
    },

    async allowance(query) {
      const tokenId = parseCaip10(query.tokenAddress, 'tokenAddress');
      const swapChain = chainOf(tokenId);
      if (!swapChain || !keeper) throw unsupported();
      const asset = assetAt(swapChain, tokenId, 'tokenAddress');
      const owner = parseAccount(query.userAddress, swapChain, 'userAddress');
      const pool = await keeper.pool();
      return { allowance: (await readAllowance(swapChain, pool, asset, owner)).toString() };
    },

    async buildApprove(query) {
      const pair = pairOf(query);
      if (!pair || !keeper) throw unsupported();
      const user = parseAccount(query.userAddress, pair.chain, 'userAddress');
      const amount = query.amount === undefined ? undefined : parseAmount(query.amount);
      const pool = await keeper.pool();
      return { tx: await buildApprove(pair.chain, pool, pair.from, user, amount) };
    },

    async buildTransaction(body) {
      const pair = pairOf(body);
      if (!pair || !keeper) throw unsupported();
      const amount = parseAmount(body.amount);
      const user = parseAccount(body.userAddress, pair.chain, 'userAddress');
      const eip155 = body.eip155;
      const slippageBps = parseSlippageBps(
        typeof eip155 === 'object' && eip155 !== null
          ? (eip155 as { slippage?: unknown }).slippage
          : undefined,
      );
      const disableEstimate = body.disableEstimate === true || body.disableEstimate === 'true';
      const pool = await keeper.pool();
      const route = await quoteRoute(pair.chain, pool, pair.from, pair.to, amount);
      const built = await buildSwap(pair.chain, pool, route, {
        from: pair.from,
        to: pair.to,
        amount,
        user,
        slippageBps,
        disableEstimate,
      });
      return {
        tx: built.tx,
        toAmount: built.toAmount.toString(),
        toAmountMin: built.toAmountMin.toString(),
      };
    },

    async prices(caipNetworkId) {
      if (!chain || !keeper || caipNetworkId !== chain.caipNetworkId) return undefined;
      return readPoolPrices(chain, await keeper.pool());
    },

    close() {
      chain?.destroy();
    },
  };
}
