import { Interface, JsonRpcProvider, Network, concat, getAddress, parseUnits } from 'ethers';
import { startAnvil } from './anvil';
import type { AnvilProcess } from './anvil';
import { KIT_TEST_TOKEN_ARTIFACT, MULTICALL3_ADDRESS, MULTICALL3_ARTIFACT } from '@kit/contracts';
import { startRegtestLedger, toRegtestLedgerInfo } from './bitcoin/start-regtest-ledger';
import type { RegtestLedgerInfo, StartRegtestLedgerOptions } from './bitcoin/start-regtest-ledger';
import { startSolanaDevnet, toSolanaDevnetInfo } from './solana/solana-devnet';
import type { SolanaDevnetInfo, StartSolanaDevnetOptions } from './solana/solana-devnet';

/** anvil's (and Hardhat's) well-known test mnemonic: its accounts hold nothing of value anywhere. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk';
/** Chain id of the first devnet chain. */
export const DEVNET_CHAIN_ID = 31337;
/** Chain id of the optional second chain, for switch-network tests. */
export const DEVNET_SECOND_CHAIN_ID = 31338;

/** One chain of the devnet. */
export interface DevnetChain {
  chainId: number;
  /** http://127.0.0.1:<port> */
  rpcUrl: string;
  port: number;
  /** The anvil process id (tests check that stop() ends it). */
  pid: number;
  /** True when the test tokens are deployed on this chain (always on the first). */
  tokens: boolean;
}

/** A test token deployed at start. */
export interface DevnetToken {
  address: string;
  decimals: number;
  symbol: string;
  name: string;
}

/** A funded dev account: native balance plus both test tokens. */
export interface DevnetAccount {
  address: string;
  privateKey: string;
}

/** Everything a test needs to reach the devnet. Plain JSON, so it can travel in an env var. */
export interface DevnetInfo {
  /** The first is the default chain (31337); the second, when asked for, is 31338. */
  chains: DevnetChain[];
  /**
   * The test tokens. They have the same addresses on every chain that has tokens, since the same
   * deployer deploys them with the same nonces.
   */
  tokens: { usd: DevnetToken; kit: DevnetToken };
  multicall3Address: string;
  /** Account 0 deployed the tokens and owns them (it may mint). */
  accounts: DevnetAccount[];
  mnemonic: string;
  /** The bip122 regtest ledger (Esplora API), when started with `bitcoin`. */
  bitcoin?: RegtestLedgerInfo;
  /** The local Solana chain, when started with the `solana` option. */
  solana?: SolanaDevnetInfo;
}

/** A running devnet. */
export interface Devnet extends DevnetInfo {
  /** Kills every anvil and resolves once all have exited. Safe to call twice. */
  stop(): Promise<void>;
}

/** Options of the second chain. */
export interface SecondChainOptions {
  /** Defaults to 31338. */
  chainId?: number;
  /** Defaults to a free port. */
  port?: number;
  /** Deploy the test tokens here too (same addresses as on the first chain). Defaults to true. */
  tokens?: boolean;
}

/** Options of startDevnet; every field has a default. */
export interface StartDevnetOptions {
  /** Defaults to 31337. */
  chainId?: number;
  /** Defaults to a free port. */
  port?: number;
  /** Start a second anvil for switch-network tests (true, or its options). */
  secondChain?: boolean | SecondChainOptions;
  /** Defaults to anvil's test mnemonic. */
  mnemonic?: string;
  /** Number of funded accounts; defaults to 10. */
  accounts?: number;
  /** Native balance of every account in ether; defaults to 10000. */
  balanceEther?: number;
  /** Token balance of every account in whole tokens; defaults to 1,000,000 of each. */
  tokenBalance?: { usd?: string; kit?: string };
  /** Fail when an anvil is not listening after this long; defaults to 15 s. */
  startTimeoutMs?: number;
  /** Also start the bip122 regtest ledger (true, or its options). */
  bitcoin?: boolean | StartRegtestLedgerOptions;
  /** Also start the local Solana chain (LiteSVM behind JSON-RPC + WebSocket): true, or its options. */
  solana?: boolean | StartSolanaDevnetOptions;
}

const TOKENS = {
  usd: { name: 'Kit USD', symbol: 'KUSD', decimals: 6 },
  kit: { name: 'Kit Token', symbol: 'KIT', decimals: 18 },
} as const;

const DEFAULT_TOKEN_BALANCE = '1000000';

/**
 * A JSON-RPC provider for a devnet chain: fixed network (no eth_chainId round trip), no response
 * cache (with automine a cached nonce or block number is stale after every transaction), no
 * request batching delay.
 */
export function createDevnetProvider(chain: { chainId: number; rpcUrl: string }): JsonRpcProvider {
  return new JsonRpcProvider(chain.rpcUrl, undefined, {
    cacheTimeout: -1,
    staticNetwork: Network.from(chain.chainId),
    batchMaxCount: 1,
    pollingInterval: 50,
  });
}

/**
 * Starts the local EVM devnet: one anvil (chain 31337), or two with `secondChain` (31338), on
 * 127.0.0.1 with automine; installs Multicall3 and deploys KUSD (6 decimals) and KIT (18
 * decimals) with a balance for every dev account. With `solana` it starts the local Solana chain
 * too (libs/testing/src/devnet/solana). Stop it all with `stop()`.
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  if (!options.solana) return startEvmDevnet(options);
  const solanaOptions = options.solana === true ? {} : options.solana;
  const [evm, solana] = await Promise.allSettled([
    startEvmDevnet(options),
    startSolanaDevnet(solanaOptions),
  ]);
  if (evm.status === 'rejected' || solana.status === 'rejected') {
    await Promise.all(
      [evm, solana].map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)),
    );
    throw evm.status === 'rejected' ? evm.reason : (solana as PromiseRejectedResult).reason;
  }
  const stop = once(() =>
    Promise.all([evm.value.stop(), solana.value.stop()]).then(() => undefined),
  );
  return { ...evm.value, solana: toSolanaDevnetInfo(solana.value), stop };
}

async function startEvmDevnet(options: StartDevnetOptions): Promise<Devnet> {
  const mnemonic = options.mnemonic ?? DEVNET_MNEMONIC;
  const accountCount = options.accounts ?? 10;
  const second = options.secondChain === true ? {} : options.secondChain || undefined;
  const anvilOptions = {
    mnemonic,
    accounts: accountCount,
    balanceEther: options.balanceEther ?? 10_000,
    ...(options.startTimeoutMs !== undefined && { startTimeoutMs: options.startTimeoutMs }),
  };
  const plans = [
    { chainId: options.chainId ?? DEVNET_CHAIN_ID, port: options.port, tokens: true },
    ...(second
      ? [
          {
            chainId: second.chainId ?? DEVNET_SECOND_CHAIN_ID,
            port: second.port,
            tokens: second.tokens ?? true,
          },
        ]
      : []),
  ];

  const settled = await Promise.allSettled(
    plans.map((plan) =>
      startAnvil({
        ...anvilOptions,
        chainId: plan.chainId,
        ...(plan.port !== undefined && { port: plan.port }),
      }),
    ),
  );
  const anvils = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = once(() => Promise.all(anvils.map((anvil) => anvil.stop())).then(() => undefined));
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  // anvil derived the keys from the mnemonic already (natively, much faster than ethers would).
  const accounts = (anvils[0]?.accounts ?? []).map((account) => ({
    address: getAddress(account.address),
    privateKey: account.privateKey,
  }));

  try {
    const deployer = accounts[0];
    if (!deployer) throw new Error('the devnet needs at least one account');
    const amounts = {
      usd: parseUnits(options.tokenBalance?.usd ?? DEFAULT_TOKEN_BALANCE, TOKENS.usd.decimals),
      kit: parseUnits(options.tokenBalance?.kit ?? DEFAULT_TOKEN_BALANCE, TOKENS.kit.decimals),
    };
    const holders = accounts.map((account) => account.address);
    const deployed = await Promise.all(
      anvils.map((anvil, index) =>
        setUpChain(anvil, {
          deployer: deployer.address,
          holders,
          amounts,
          tokens: plans[index]?.tokens ?? false,
        }),
      ),
    );
    const addresses = deployed[0];
    if (!addresses) throw new Error('the first chain has no tokens');
    for (const other of deployed.slice(1)) {
      if (other && (other.usd !== addresses.usd || other.kit !== addresses.kit)) {
        throw new Error('test tokens got different addresses on the two chains');
      }
    }
    const bitcoin = options.bitcoin
      ? await startRegtestLedger(options.bitcoin === true ? {} : options.bitcoin)
      : undefined;
    return {
      chains: anvils.map((anvil, index) => ({
        chainId: anvil.chainId,
        rpcUrl: anvil.rpcUrl,
        port: anvil.port,
        pid: anvil.pid,
        tokens: plans[index]?.tokens ?? false,
      })),
      tokens: {
        usd: { address: addresses.usd, ...TOKENS.usd },
        kit: { address: addresses.kit, ...TOKENS.kit },
      },
      multicall3Address: MULTICALL3_ADDRESS,
      accounts,
      mnemonic,
      ...(bitcoin && { bitcoin: toRegtestLedgerInfo(bitcoin) }),
      stop: bitcoin
        ? once(() => Promise.all([stop(), bitcoin.stop()]).then(() => undefined))
        : stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Strips `stop` so the handle can be serialised (for the jest global setup). */
export function toDevnetInfo(devnet: DevnetInfo): DevnetInfo {
  const { chains, tokens, multicall3Address, accounts, mnemonic, bitcoin, solana } = devnet;
  return {
    chains,
    tokens,
    multicall3Address,
    accounts,
    mnemonic,
    ...(bitcoin && { bitcoin: toRegtestLedgerInfo(bitcoin) }),
    ...(solana && { solana }),
  };
}

interface ChainPlan {
  deployer: string;
  holders: string[];
  amounts: { usd: bigint; kit: bigint };
  tokens: boolean;
}

async function setUpChain(
  anvil: AnvilProcess,
  plan: ChainPlan,
): Promise<{ usd: string; kit: string } | undefined> {
  const provider = createDevnetProvider(anvil);
  try {
    const installing = provider.send('anvil_setCode', [
      MULTICALL3_ADDRESS,
      MULTICALL3_ARTIFACT.deployedBytecode,
    ]);
    if (!plan.tokens) {
      await installing;
      return undefined;
    }
    const token = new Interface(KIT_TEST_TOKEN_ARTIFACT.abi);
    const deploy = async (
      spec: (typeof TOKENS)['usd' | 'kit'],
      amount: bigint,
    ): Promise<string> => {
      const data = concat([
        KIT_TEST_TOKEN_ARTIFACT.bytecode,
        token.encodeDeploy([spec.name, spec.symbol, spec.decimals, plan.holders, amount]),
      ]);
      // anvil signs for its own (unlocked) dev accounts and fills nonce and gas.
      const hash = (await provider.send('eth_sendTransaction', [
        { from: plan.deployer, data },
      ])) as string;
      const receipt = await waitForReceipt(provider, hash);
      if (receipt.status !== '0x1' || !receipt.contractAddress) {
        throw new Error(`deploying ${spec.symbol} on chain ${anvil.chainId} failed`);
      }
      return getAddress(receipt.contractAddress);
    };
    // Sequential on purpose: nonce 0 is KUSD and nonce 1 is KIT, so addresses never change.
    const usd = await deploy(TOKENS.usd, plan.amounts.usd);
    const kit = await deploy(TOKENS.kit, plan.amounts.kit);
    await installing;
    return { usd, kit };
  } finally {
    provider.destroy();
  }
}

interface RawReceipt {
  status: string;
  contractAddress: string | null;
}

async function waitForReceipt(provider: JsonRpcProvider, hash: string): Promise<RawReceipt> {
  // With automine anvil has mined the transaction before answering eth_sendTransaction, so the
  // first read normally succeeds; the loop only covers a slow machine.
  for (let attempt = 0; attempt < 200; attempt++) {
    const receipt = (await provider.send('eth_getTransactionReceipt', [hash])) as RawReceipt | null;
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`transaction ${hash} was not mined`);
}

function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= fn());
}
