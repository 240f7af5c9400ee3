import { getAddress, isAddress, parseUnits, toBeHex } from 'ethers';
import { readBalances } from '../blockchain/balances';
import { createBlockchainChains, type BlockchainChain } from '../blockchain/blockchain-chains';
import type { MarketPrices } from '../blockchain/blockchain-routes';
import type { CloudDevnet } from '../cloud-context';
import { HttpError } from '../server/http-error';

/** One asset of `wallet_getAssets` (ERC-7811; spec §3 "Wallet asset"). */
export interface WireWalletAsset {
  /** The token's address; 'native' for the chain's coin (ERC-7811). */
  address: string;
  /** The amount in the smallest unit, as a hex quantity. */
  balance: string;
  type: 'NATIVE' | 'ERC20';
  metadata: { name: string; symbol: string; decimals: number; price?: number };
}

/** The embedded wallet's asset discovery: capabilities and assets by hex chain id. */
export interface WalletAssets {
  /** `wallet_getCapabilities`: asset discovery on every devnet chain. */
  capabilities(): Record<string, { assetDiscovery: { supported: true } }>;
  /** `wallet_getAssets` params[0] `{ account, chainFilter? }`: the account's assets per chain. */
  assets(request: unknown): Promise<Record<string, WireWalletAsset[]>>;
  close(): void;
}

const hexChainId = (chain: BlockchainChain): string => toBeHex(chain.chainId);

/**
 * Asset discovery for the embedded wallet (spec §7 balance fetch: the capability query, then
 * `wallet_getAssets` with the account and a hex chain filter), read live from the devnet like the
 * Blockchain API's balances and priced by the same swap pool (`market`); an asset without a
 * price has no `metadata.price`.
 */
export function createWalletAssets(
  devnet: CloudDevnet | undefined,
  market: MarketPrices | undefined,
): WalletAssets {
  const chains = createBlockchainChains(devnet);
  return {
    capabilities: () =>
      Object.fromEntries(
        chains.list.map((chain) => [hexChainId(chain), { assetDiscovery: { supported: true } }]),
      ),

    async assets(request) {
      const { account, chainFilter } = (request ?? {}) as {
        account?: unknown;
        chainFilter?: unknown;
      };
      if (typeof account !== 'string' || !isAddress(account)) {
        throw new HttpError(400, 'wallet_getAssets needs { account } with an EVM address');
      }
      const wanted = Array.isArray(chainFilter)
        ? chains.list.filter((chain) =>
            chainFilter.some(
              (id) => typeof id === 'string' && BigInt(id) === BigInt(chain.chainId),
            ),
          )
        : chains.list;
      const owner = getAddress(account);
      const entries = await Promise.all(
        wanted.map(async (chain) => {
          const prices = await market?.prices(chain.caipNetworkId).catch(() => undefined);
          const balances = await readBalances(chain, owner, () => '', prices);
          const assets = balances.map((balance): WireWalletAsset => ({
            address: balance.address?.split(':')[2] ?? 'native',
            balance: toBeHex(
              parseUnits(balance.quantity.numeric, Number(balance.quantity.decimals)),
            ),
            type: balance.address === undefined ? 'NATIVE' : 'ERC20',
            metadata: {
              name: balance.name,
              symbol: balance.symbol,
              decimals: Number(balance.quantity.decimals),
              ...(balance.price !== undefined ? { price: balance.price } : {}),
            },
          }));
          return [hexChainId(chain), assets] as const;
        }),
      );
      return Object.fromEntries(entries);
    },

    close: () => chains.destroy(),
  };
}
