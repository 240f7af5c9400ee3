import { ERROR_MESSAGES } from '@kit/core';
import { getAddress, isAddress } from 'ethers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CloudContext } from '../cloud-context';
import type { CloudProject } from '../projects/cloud-project';
import { requireQueryOrBodyProject } from '../projects/require-project';
import { HttpError } from '../server/http-error';
import { queryParam } from '../server/project-params';
import { readBalances } from './balances';
import { createBlockchainChains, type BlockchainChain } from './blockchain-chains';
import { readGasPrice } from './gas-price';
import type { NamesService } from '../names/names-service';
import type { SwapService } from '../swap/swap-service';
import { createHistoryService } from './history/history-service';
import { assertCurrency, tokenIconUrl } from './price-table';
import { readTokenPrices } from './token-prices';

type AddressRequest = { Params: { address: string } };

/** The swap pool's prices of a network's assets (undefined: the network has none). */
export type MarketPrices = Pick<SwapService, 'prices'>;

/** The names service's reverse lookup, which /v1/identity reads (newest record first). */
export type IdentityNames = Pick<NamesService, 'reverse'>;

/** A checksummed EVM address from the path; anything else is a 400. */
function evmAddress(raw: string): string {
  if (!isAddress(raw)) throw new HttpError(400, `Invalid address '${raw}'`);
  return getAddress(raw);
}

/**
 * The Blockchain API of spec §7 against the devnet chains `startCloud` was given: supported
 * chains, balances, token prices, history (indexed into the cloud's database), identity and gas price. Without a
 * devnet every list is empty and the chain-bound gas price answers 'Network not supported'.
 * Balances and POST /v1/fungible/price are priced by `market` (the swap pool's reserves); without
 * it, or on a chain it has no pool for, assets have no price.
 */
export async function registerBlockchainRoutes(
  app: FastifyInstance,
  context: CloudContext,
  names?: IdentityNames,
  market?: MarketPrices,
): Promise<void> {
  const chains = createBlockchainChains(context.devnet);
  const history = await createHistoryService(chains, context.database, app.log);
  app.addHook('onReady', async () => history.start());
  app.addHook('onClose', async () => {
    await history.close();
    chains.destroy();
  });

  /** The project of a request; POST /v1/fungible/price may name it in the body instead. */
  const projectOf = (request: FastifyRequest, bodyProjectId?: unknown): CloudProject =>
    requireQueryOrBodyProject(request, context.projects, bodyProjectId);

  /**
   * The prices of a chain's assets. A pool that cannot be read (its chain down, its deployment
   * failed) leaves them unpriced for this answer rather than failing the balances with it.
   */
  const pricesOn = async (chain: BlockchainChain) => {
    try {
      return await market?.prices(chain.caipNetworkId);
    } catch (error) {
      app.log.warn({ err: error, chainId: chain.chainId }, 'answering without pool prices');
      return undefined;
    }
  };

  /** The chains a request's optional chainId names: all without one, none for an unknown one. */
  const chainsOf = (request: FastifyRequest): readonly BlockchainChain[] => {
    const chainId = queryParam(request, 'chainId');
    if (chainId === undefined) return chains.list;
    const chain = chains.find(chainId);
    return chain ? [chain] : [];
  };

  app.get('/v1/supported-chains', async (request) => {
    projectOf(request);
    return { http: chains.list.map((chain) => chain.caipNetworkId), ws: [] };
  });

  app.get<AddressRequest>('/v1/account/:address/balance', async (request) => {
    const project = projectOf(request);
    assertCurrency(queryParam(request, 'currency'));
    const wanted = chainsOf(request);
    if (wanted.length === 0) return { balances: [] };
    const owner = evmAddress(request.params.address);
    // forceUpdate is accepted and needs nothing: every answer is read live from the node.
    const iconUrl = (symbol: string) => tokenIconUrl(context.publicUrl(), symbol, project.id);
    const lists = await Promise.all(
      wanted.map(async (chain) => readBalances(chain, owner, iconUrl, await pricesOn(chain))),
    );
    return { balances: lists.flat() };
  });

  app.post('/v1/fungible/price', async (request) => {
    const body = (request.body ?? {}) as {
      currency?: unknown;
      addresses?: unknown;
      projectId?: unknown;
    };
    const project = projectOf(request, body.projectId);
    if (body.currency !== undefined && typeof body.currency !== 'string') {
      throw new HttpError(400, 'currency must be a string');
    }
    assertCurrency(body.currency);
    if (
      !Array.isArray(body.addresses) ||
      !body.addresses.every((address) => typeof address === 'string')
    ) {
      throw new HttpError(400, 'addresses must be an array of CAIP-10 ids');
    }
    const iconUrl = (symbol: string) => tokenIconUrl(context.publicUrl(), symbol, project.id);
    return {
      fungibles: await readTokenPrices(chains, body.addresses as string[], iconUrl, pricesOn),
    };
  });

  app.get<AddressRequest>('/v1/account/:address/history', async (request) => {
    const project = projectOf(request);
    const wanted = chainsOf(request);
    if (wanted.length === 0) return { data: [] };
    const owner = evmAddress(request.params.address);
    const iconUrl = (symbol: string) => tokenIconUrl(context.publicUrl(), symbol, project.id);
    return history.page(owner, wanted, queryParam(request, 'cursor'), iconUrl);
  });

  app.get<AddressRequest>('/v1/identity/:address', async (request) => {
    projectOf(request);
    const address = evmAddress(request.params.address);
    // The newest name the address registered, and that name's avatar attribute if it has one.
    const [record] = (await names?.reverse(address)) ?? [];
    return { name: record?.name ?? null, avatar: record?.attributes['avatar'] ?? null };
  });

  app.get('/v1/convert/gas-price', async (request, reply) => {
    projectOf(request);
    const chain = chains.find(queryParam(request, 'chainId'));
    if (chain === undefined) {
      // The real API's error shape; clients read reasons[0].description (spec §8).
      return reply.code(400).send({
        status: 'FAILED',
        reasons: [
          { field: 'chainId', description: ERROR_MESSAGES.NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE },
        ],
      });
    }
    return readGasPrice(chain);
  });
}
