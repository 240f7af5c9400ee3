import {
  concat,
  getAddress,
  getCreate2Address,
  Interface,
  parseUnits,
  solidityPackedKeccak256,
  ZeroAddress,
} from 'ethers';
import type { DevnetOperator } from '../devnet/devnet-operator';
import { latestBlockTime } from '../devnet/devnet-rpc';
import type { SwapChain } from './swap-chain';
import type { SwapPairRecord, SwapPoolRecord } from './swap-pools-file';
import { uniswapArtifacts } from './uniswap-artifacts';

/**
 * The liquidity the pool starts with, in whole tokens, priced like the local price table (KUSD
 * 1 USD, KIT 0.25 USD, ETH 3000 USD) so quotes agree with balances' values. Fixed, so the first
 * quote of a fresh pool is known in advance (Uniswap V2's getAmountOut on these reserves).
 */
export const SWAP_POOL_SEED = {
  /** KUSD/KIT: 1,000,000 KUSD against 4,000,000 KIT. */
  usdKit: { usd: '1000000', kit: '4000000' },
  /** KIT/WETH: 12,000,000 KIT against 1,000 ETH (wrapped by the router). */
  kitEth: { kit: '12000000', eth: '1000' },
} as const;

/** How far ahead the liquidity deadlines are, in seconds. */
const DEADLINE_SECONDS = 3600n;

const TOKEN = new Interface([
  'function mint(address to, uint256 amount)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);

/** The pair's CREATE2 address, as the router's pairFor computes it (sorted tokens, init hash). */
export function computePairAddress(factory: string, a: string, b: string): string {
  const [token0, token1] = sortTokens(a, b);
  const salt = solidityPackedKeccak256(['address', 'address'], [token0, token1]);
  return getCreate2Address(factory, salt, uniswapArtifacts().pairInitCodeHash);
}

/** Two token addresses in pair order (token0 < token1), checksummed. */
export function sortTokens(a: string, b: string): [string, string] {
  return a.toLowerCase() < b.toLowerCase()
    ? [getAddress(a), getAddress(b)]
    : [getAddress(b), getAddress(a)];
}

/**
 * Deploys the swap pool with the operator (the devnet's account 0): WETH9, the UniswapV2Factory
 * and UniswapV2Router02 of the npm artifacts, then the KUSD/KIT and KIT/WETH pairs with the
 * SWAP_POOL_SEED liquidity through the router (the operator mints the exact tokens it adds, so its
 * own token balances end where they began; it pays the 1,000 ETH). Nine transactions.
 *
 * The router's bytecode has the pair init code hash compiled in. After adding liquidity the
 * factory's `getPair` is checked against the CREATE2 address of the npm pair bytecode's hash,
 * which is the router's: a mismatch would make every router call miss the pairs, so it throws.
 */
export async function deploySwapPool(
  chain: SwapChain,
  operator: DevnetOperator,
  genesisHash: string,
): Promise<SwapPoolRecord> {
  const started = Date.now();
  const artifacts = uniswapArtifacts();
  const from = await operator.address();
  const deploy = async (bytecode: string, args: string, what: string) => {
    const receipt = await operator.send({ data: concat([bytecode, args]) }, `deploying ${what}`);
    if (!receipt.contractAddress) throw new Error(`deploying ${what} created no contract`);
    return receipt.contractAddress;
  };
  const weth = await deploy(artifacts.weth.bytecode, '0x', 'WETH9');
  const factory = await deploy(
    artifacts.factory.bytecode,
    new Interface(artifacts.factory.abi).encodeDeploy([from]),
    'UniswapV2Factory',
  );
  const router = await deploy(
    artifacts.router.bytecode,
    new Interface(artifacts.router.abi).encodeDeploy([factory, weth]),
    'UniswapV2Router02',
  );

  const { usd, kit } = chain;
  const usdAmount = parseUnits(SWAP_POOL_SEED.usdKit.usd, usd.decimals);
  const kitAmount =
    parseUnits(SWAP_POOL_SEED.usdKit.kit, kit.decimals) +
    parseUnits(SWAP_POOL_SEED.kitEth.kit, kit.decimals);
  const ethAmount = parseUnits(SWAP_POOL_SEED.kitEth.eth, 18);
  for (const [token, amount] of [
    [usd, usdAmount],
    [kit, kitAmount],
  ] as const) {
    await operator.send(
      { to: token.address, data: TOKEN.encodeFunctionData('mint', [from, amount]) },
      `minting ${token.symbol}`,
    );
    await operator.send(
      { to: token.address, data: TOKEN.encodeFunctionData('approve', [router, amount]) },
      `approving ${token.symbol}`,
    );
  }

  const routerAbi = new Interface(artifacts.router.abi);
  const deadline = (await latestBlockTime(chain.provider)) + DEADLINE_SECONDS;
  await operator.send(
    {
      to: router,
      data: routerAbi.encodeFunctionData('addLiquidity', [
        usd.address,
        kit.address,
        usdAmount,
        parseUnits(SWAP_POOL_SEED.usdKit.kit, kit.decimals),
        0,
        0,
        from,
        deadline,
      ]),
    },
    'adding KUSD/KIT liquidity',
  );
  await operator.send(
    {
      to: router,
      value: ethAmount,
      data: routerAbi.encodeFunctionData('addLiquidityETH', [
        kit.address,
        parseUnits(SWAP_POOL_SEED.kitEth.kit, kit.decimals),
        0,
        0,
        from,
        deadline,
      ]),
    },
    'adding KIT/WETH liquidity',
  );

  const pairs = await Promise.all([
    checkedPair(chain, factory, usd.address, kit.address),
    checkedPair(chain, factory, kit.address, weth),
  ]);
  return {
    chainId: chain.chainId,
    genesisHash,
    operator: from,
    weth,
    factory,
    router,
    pairs,
    deployedAt: new Date().toISOString(),
    deployMs: Date.now() - started,
  };
}

/** The factory's pair of two tokens, checked against the router's CREATE2 computation. */
async function checkedPair(
  chain: SwapChain,
  factory: string,
  a: string,
  b: string,
): Promise<SwapPairRecord> {
  const factoryAbi = new Interface(uniswapArtifacts().factory.abi);
  const result = await chain.provider.call({
    to: factory,
    data: factoryAbi.encodeFunctionData('getPair', [a, b]),
  });
  const actual = getAddress(factoryAbi.decodeFunctionResult('getPair', result)[0] as string);
  const expected = computePairAddress(factory, a, b);
  if (actual === ZeroAddress || actual !== expected) {
    throw new Error(
      `UniswapV2Router02's pair init code hash does not match the factory's pairs on chain ` +
        `${chain.chainId}: getPair gives ${actual}, the router computes ${expected}`,
    );
  }
  const [token0, token1] = sortTokens(a, b);
  return { address: actual, token0, token1 };
}
