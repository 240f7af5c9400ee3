// The swap saga against the real local services: apps/cloud's swap endpoints over the Uniswap V2
// pool it deploys on anvil, and a wallet that signs with a dev key and sends to anvil. Only the
// adapter around that wallet is the test's (it records requests and can refuse like a visitor).
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { createCloudClients, type CloudClients, type CloudRequestCode } from '@kit/api';
import { createBlockchainRequests } from '@kit/api/blockchain-requests';
import { createNamesRequests } from '@kit/api/names-requests';
import { createSwapRequests } from '@kit/api/swap-requests';
import type { Cloud, CloudFault } from '@kit/cloud';
import {
  UserRejectedRequestError,
  kitDevnet,
  mainnet,
  sepolia,
  withRpcUrl,
  type KitNetwork,
  type TransactionRequest,
} from '@kit/core';
import { parseUnits } from '@kit/core/units';
import { balancesSlice } from '@kit/balances';
import {
  activeNamespaceChanged,
  connected,
  connectionSlice,
  namespaceRegistered,
} from '@kit/connection';
import {
  ScriptedAdapter,
  createTestServices,
  waitForState,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { networkChanged, networksConfigured, networkSlice } from '@kit/network';
import { optionsSlice, servicesChecked } from '@kit/options';
import { selectToast, toastSaga, toastSlice } from '@kit/toast';
import {
  createDevnetProvider,
  readDevnetFromEnv,
  readSharedCloud,
  startDevnet,
  toDevnetInfo,
  type DevnetInfo,
} from '@kit/testing';
import { Contract, Wallet, type JsonRpcProvider } from 'ethers';
import { swapSaga } from './swap.saga';
import {
  selectSwapMinimumReceived,
  selectSwapNeedsApproval,
  selectSwapNetworkFee,
} from './swap.selectors';
import { selectSwapSupported } from './swap-support.selectors';
import {
  swapAmountChanged,
  swapApproveRequested,
  swapFromTokenSelected,
  swapInitialized,
  swapPreviewRequested,
  swapRequested,
  swapToTokenSelected,
} from './swap.actions';
import { swapSlice } from './swap.slice';
import { selectSwapState, type SwapState } from './swap.state';

/** The Blockchain API, names and swap clients' request code (the page loads it from @kit/store's chunks). */
const requestCode: CloudRequestCode = {
  blockchain: () => Promise.resolve({ createBlockchainRequests }),
  names: () => Promise.resolve({ createNamesRequests }),
  swap: () => Promise.resolve({ createSwapRequests }),
};

// Starting a devnet and a cloud takes a while on a loaded machine. A mutation run shares them
// (readSharedCloud) and keeps its own short test timeout, so a mutant that leaves the saga waiting
// fails in seconds instead of reaching Stryker's timeout, which restarts the jest worker.
if (!readSharedCloud()) jest.setTimeout(60_000);

const ERC20 = [
  'function balanceOf(address owner) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
];

let devnet: DevnetInfo;
let cloud: {
  url: string;
  faults: { set(path: string, fault: CloudFault): Promise<void>; clear(): Promise<void> };
};
let node: JsonRpcProvider;
let devnetNetwork: KitNetwork;
let stopServices: () => Promise<void>;

beforeAll(async () => {
  const shared = readSharedCloud();
  if (shared) {
    // A mutation run shares one devnet and cloud between its spec runs (docs/testing.md): this
    // file's chain changes are undone in afterAll by reverting to a snapshot taken here.
    devnet = readDevnetFromEnv();
    node = createDevnetProvider(devnet.chains[0]!);
    cloud = shared;
    await cloud.faults.clear();
    const snapshot = (await node.send('evm_snapshot', [])) as string;
    stopServices = async () => {
      const reverted = (await node.send('evm_revert', [snapshot])) as boolean;
      if (!reverted) throw new Error(`the devnet did not revert to snapshot ${snapshot}`);
    };
  } else {
    // Loaded here, not imported: a mutation run with a shared cloud never loads its modules.
    const { startCloud } = await import('@kit/cloud');
    const started = await startDevnet();
    devnet = started;
    node = createDevnetProvider(devnet.chains[0]!);
    const own: Cloud = await startCloud({ devnet: toDevnetInfo(started) });
    cloud = {
      url: own.url,
      faults: {
        set: async (path, fault) => own.faults.set(path, fault),
        clear: async () => own.faults.clear(),
      },
    };
    stopServices = async () => {
      await own.stop();
      await started.stop();
    };
  }
  devnetNetwork = withRpcUrl(kitDevnet, devnet.chains[0]!.rpcUrl);
});

afterAll(async () => {
  await stopServices?.();
  node?.destroy();
});

const tasks: Task[] = [];
afterEach(async () => {
  tasks.splice(0).forEach((task) => task.cancel());
  await cloud.faults.clear();
});

/** An eip155 adapter whose wallet is a dev key on anvil; `rejectNext` refuses like a visitor. */
class DevKeyAdapter extends ScriptedAdapter {
  readonly sent: TransactionRequest[] = [];
  rejectNext = false;
  constructor(private readonly signer: Wallet) {
    super({ capabilities: { sendTransaction: true } });
    this.accounts = [{ address: signer.address }];
  }
  async sendTransaction(request: TransactionRequest): Promise<{ hash: string }> {
    this.sent.push(request);
    if (this.rejectNext) {
      this.rejectNext = false;
      throw new UserRejectedRequestError();
    }
    const response = await this.signer.sendTransaction({
      to: request.to,
      data: request.data,
      value: BigInt(request.value),
      ...(request.gas !== undefined ? { gasLimit: BigInt(request.gas) } : {}),
      ...(request.gasPrice !== undefined ? { gasPrice: BigInt(request.gasPrice) } : {}),
    });
    const receipt = await response.wait();
    if (receipt?.status !== 1) throw new Error('reverted');
    return { hash: response.hash };
  }
}

/** Counts the swap client's calls while passing them through to apps/cloud. */
function countingClients(): { api: CloudClients; quotes: string[]; tokenLists: number } {
  const api = createCloudClients({ projectId: 'kit-local', urls: { url: cloud.url }, requestCode });
  const swap = api.swap!;
  const counts = { api, quotes: [] as string[], tokenLists: 0 };
  const getQuote = swap.getQuote.bind(swap);
  const getTokens = swap.getTokens.bind(swap);
  swap.getQuote = (params) => {
    counts.quotes.push(params.amount);
    return getQuote(params);
  };
  swap.getTokens = (params) => {
    counts.tokenLists += 1;
    return getTokens(params);
  };
  return counts;
}

/** A store with account `index` connected on `network`. */
function setup(index: number, network: KitNetwork = devnetNetwork) {
  const signer = new Wallet(devnet.accounts[index]!.privateKey, node);
  const adapter = new DevKeyAdapter(signer);
  const clients = countingClients();
  const services = { ...createTestServices([adapter]), api: clients.api };
  const sagaMiddleware = createSagaMiddleware({ context: services });
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: {
      swap: swapSlice.reducer,
      options: optionsSlice.reducer,
      connection: connectionSlice.reducer,
      network: networkSlice.reducer,
      balances: balancesSlice.reducer,
      toast: toastSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(recorder, sagaMiddleware),
  });
  store.dispatch(networksConfigured([network, withRpcUrl(sepolia, 'http://127.0.0.1:9')]));
  store.dispatch(namespaceRegistered({ namespace: 'eip155' }));
  store.dispatch(activeNamespaceChanged({ namespace: 'eip155' }));
  store.dispatch(
    connected({
      namespace: 'eip155',
      connectorId: 'eip155:alpha',
      accounts: [{ address: signer.address }],
      caipNetworkId: network.caipNetworkId,
    }),
  );
  store.dispatch(networkChanged({ namespace: 'eip155', caipNetworkId: network.caipNetworkId }));
  store.dispatch(servicesChecked({ swap: true, onramp: false }));
  tasks.push(sagaMiddleware.run(swapSaga), sagaMiddleware.run(toastSaga));
  const swap = (): SwapState => selectSwapState(store.getState());
  const until = (predicate: (swap: SwapState) => boolean) =>
    waitForState(store, (state) => predicate(selectSwapState(state)));
  const token = (symbol: string) => swap().tokens.find((candidate) => candidate.symbol === symbol)!;
  return { store, swap, until, token, adapter, signer, clients, actions };
}

type Kit = ReturnType<typeof setup>;

/** Opens the form on the devnet's tokens and asks to sell `amount` of `from` for `to`. */
async function fill(kit: Kit, from: string, to: string, amount: string) {
  if (kit.swap().tokensStatus !== 'ready') {
    kit.store.dispatch(swapInitialized());
    await kit.until((swap) => swap.tokensStatus === 'ready' && swap.gasPrice !== undefined);
  }
  kit.store.dispatch(swapFromTokenSelected(kit.token(from)));
  kit.store.dispatch(swapToTokenSelected(kit.token(to)));
  kit.store.dispatch(swapAmountChanged({ amount }));
}

const balanceOf = (token: string, owner: string) =>
  new Contract(token, ERC20, node).getFunction('balanceOf')(owner) as Promise<bigint>;

describe('swapSaga: tokens and gas price', () => {
  it('lists the devnet tokens, the native coin first and selected to sell, with the gas price', async () => {
    const kit = setup(4);
    expect(selectSwapSupported(kit.store.getState())).toBe(true);
    kit.store.dispatch(swapInitialized());
    await kit.until((swap) => swap.tokensStatus === 'ready' && swap.gasPrice !== undefined);
    expect(kit.swap().tokens.map((token) => token.symbol)).toEqual(['ETH', 'KUSD', 'KIT']);
    expect(kit.swap().fromToken?.symbol).toBe('ETH');
    expect(BigInt(kit.swap().gasPrice!)).toBeGreaterThan(0n);
    // Before anything is built the fee is the gas price × 200,000 gas × 1.2 (§9).
    expect(selectSwapNetworkFee(kit.store.getState())).toBe(
      (BigInt(kit.swap().gasPrice!) * 240_000n).toString(),
    );
  });

  it('refuses a network that is not a swap network with "Network not supported for Swaps", asking the API nothing', async () => {
    const kit = setup(4, withRpcUrl(sepolia, 'http://127.0.0.1:9'));
    expect(selectSwapSupported(kit.store.getState())).toBe(false);
    kit.store.dispatch(swapInitialized());
    await kit.until((swap) => swap.tokensStatus === 'error');
    expect(kit.swap().error).toMatchObject({
      code: 'NETWORK_NOT_SUPPORTED_FOR_SWAPS',
      message: 'Network not supported for Swaps',
    });
    expect(kit.clients.tokenLists).toBe(0);
  });

  it('on a swap network the API does not serve: no tokens and "Network not supported for Gas Price"', async () => {
    const kit = setup(4, withRpcUrl(mainnet, 'http://127.0.0.1:9'));
    kit.store.dispatch(swapInitialized());
    await kit.until((swap) => swap.tokensStatus === 'ready' && swap.gasPriceError !== undefined);
    expect(kit.swap().tokens).toEqual([]);
    expect(kit.swap().gasPriceError?.message).toBe('Network not supported for Gas Price');
    expect(selectSwapNetworkFee(kit.store.getState())).toBeUndefined();
  });
});

describe('swapSaga: quotes', () => {
  it('quotes once, 500 ms after the last keystroke, with the allowance of the token sold', async () => {
    const kit = setup(4);
    await fill(kit, 'KUSD', 'KIT', '1');
    kit.store.dispatch(swapAmountChanged({ amount: '10' }));
    kit.store.dispatch(swapAmountChanged({ amount: '100' }));
    await kit.until((swap) => swap.quoteStatus === 'ready');
    expect(kit.clients.quotes).toEqual(['100000000']);
    expect(kit.swap().quote?.fromAmount).toBe('100000000');
    // 100 KUSD at 1 USD buys about 400 KIT at 0.25 USD, less the 0.3 % pool fee and the impact.
    const bought = BigInt(kit.swap().quote!.toAmount);
    expect(bought).toBeGreaterThan(parseUnits('390', 18));
    expect(bought).toBeLessThan(parseUnits('400', 18));
    expect(kit.swap().allowance).toBe('0');
    expect(selectSwapNeedsApproval(kit.store.getState())).toBe(true);
  });

  it('fails with "Insufficient liquidity", also as a toast, past what the pool holds', async () => {
    const kit = setup(4);
    await fill(kit, 'KUSD', 'KIT', '2000000');
    await kit.until((swap) => swap.quoteStatus === 'error');
    expect(kit.swap().quoteError).toMatchObject({
      code: 'INSUFFICIENT_LIQUIDITY',
      message: 'Insufficient liquidity',
    });
    expect(kit.swap().quote).toBeUndefined();
    expect(selectToast(kit.store.getState())).toMatchObject({
      message: 'Insufficient liquidity',
      variant: 'error',
    });
  });

  it('reports the quote endpoint down, and quotes again once it is back', async () => {
    const kit = setup(4);
    await cloud.faults.set('/v1/convert/quotes', { kind: 'status', status: 503 });
    await fill(kit, 'KUSD', 'KIT', '5');
    await kit.until((swap) => swap.quoteStatus === 'error');
    expect(kit.swap().quoteError).toMatchObject({ code: 'SERVER_ERROR', message: 'Server error' });

    await cloud.faults.clear();
    kit.store.dispatch(swapAmountChanged({ amount: '6' }));
    await kit.until((swap) => swap.quoteStatus === 'ready');
    expect(kit.swap().quote?.fromAmount).toBe('6000000');
  });
});

describe('swapSaga: approve and swap', () => {
  it('approves exactly the amount, then swaps; the balances move by the amount sold and at least the minimum bought', async () => {
    const kit = setup(5);
    const { usd, kit: kitToken } = devnet.tokens;
    await fill(kit, 'KUSD', 'KIT', '25');
    await kit.until((swap) => swap.quoteStatus === 'ready');
    const usdBefore = await balanceOf(usd.address, kit.signer.address);
    const kitBefore = await balanceOf(kitToken.address, kit.signer.address);

    kit.store.dispatch(swapPreviewRequested());
    await kit.until((swap) => swap.txStatus === 'ready');
    const approve = kit.swap().transactions!.approve!;
    expect(approve.to.toLowerCase()).toBe(usd.address.toLowerCase());
    expect(BigInt(kit.swap().transactions!.swap.gas)).toBeGreaterThan(0n);
    // The preview's fee is what the built transactions will pay at most: gas limit × gas price.
    const { swap: built } = kit.swap().transactions!;
    expect(selectSwapNetworkFee(kit.store.getState())).toBe(
      (
        BigInt(approve.gas) * BigInt(approve.gasPrice) +
        BigInt(built.gas) * BigInt(built.gasPrice)
      ).toString(),
    );

    kit.store.dispatch(swapApproveRequested());
    await kit.until((swap) => swap.txStatus === 'ready' && !swap.transactions?.approve);
    expect(kit.swap().allowance).toBe('25000000');
    expect(selectToast(kit.store.getState())?.message).toBe('Approved KUSD');

    const minimum = parseUnits(selectSwapMinimumReceived(kit.store.getState()), 18);
    const quoted = BigInt(kit.swap().transactions!.swap.toAmount!);
    kit.store.dispatch(swapRequested());
    await kit.until((swap) => swap.txStatus === 'success');

    expect(await balanceOf(usd.address, kit.signer.address)).toBe(usdBefore - 25_000_000n);
    const gained = (await balanceOf(kitToken.address, kit.signer.address)) - kitBefore;
    expect(gained).toBeGreaterThanOrEqual(minimum);
    expect(gained).toBeLessThanOrEqual(quoted);
    expect(kit.adapter.sent.map((request) => request.to.toLowerCase())).toEqual([
      usd.address.toLowerCase(),
      built.to.toLowerCase(),
    ]);
    expect(kit.swap()).toMatchObject({ fromAmount: '', txStatus: 'success' });
    // The toast of the approval closes and the swap's opens (150 ms later, §4).
    await waitForState(kit.store, (state) => /^Swapped/.test(selectToast(state)?.message ?? ''));
    expect(selectToast(kit.store.getState())?.message).toMatch(/^Swapped 25 KUSD for [\d.]+ KIT$/);
  });

  it('swaps the native coin without an approval', async () => {
    const kit = setup(6);
    await fill(kit, 'ETH', 'KIT', '0.5');
    await kit.until((swap) => swap.quoteStatus === 'ready');
    expect(selectSwapNeedsApproval(kit.store.getState())).toBe(false);
    kit.store.dispatch(swapPreviewRequested());
    await kit.until((swap) => swap.txStatus === 'ready');
    expect(kit.swap().transactions?.approve).toBeUndefined();
    expect(kit.swap().transactions?.swap.value).toBe(parseUnits('0.5', 18).toString());
    kit.store.dispatch(swapRequested());
    await kit.until((swap) => swap.txStatus === 'success');
    expect(kit.adapter.sent).toHaveLength(1);
  });

  it('keeps the approve step when the visitor rejects the allowance, sends no swap, and approves on retry', async () => {
    const kit = setup(7);
    const { usd } = devnet.tokens;
    await fill(kit, 'KUSD', 'KIT', '3');
    await kit.until((swap) => swap.quoteStatus === 'ready');
    kit.store.dispatch(swapPreviewRequested());
    await kit.until((swap) => swap.txStatus === 'ready');

    kit.adapter.rejectNext = true;
    kit.store.dispatch(swapApproveRequested());
    await kit.until((swap) => swap.txStatus === 'error');
    expect(kit.swap().txError).toMatchObject({
      code: 'USER_REJECTED',
      message: 'User rejected the request',
    });
    expect(kit.swap().transactions?.approve).toBeDefined();
    expect(selectToast(kit.store.getState())?.message).toBe('User rejected the request');
    const spender = kit.swap().transactions!.swap.to;
    const allowance = new Contract(usd.address, ERC20, node).getFunction('allowance');
    expect(await allowance(kit.signer.address, spender)).toBe(0n);

    // Swap is refused while the approval is pending: nothing more reaches the wallet.
    kit.store.dispatch(swapRequested());
    expect(kit.adapter.sent).toHaveLength(1);

    kit.store.dispatch(swapApproveRequested());
    await kit.until((swap) => swap.txStatus === 'ready' && !swap.transactions?.approve);
    expect(await allowance(kit.signer.address, spender)).toBe(3_000_000n);
  });

  it('empties the form when the network changes', async () => {
    const kit = setup(4);
    await fill(kit, 'KUSD', 'KIT', '1');
    await kit.until((swap) => swap.quoteStatus === 'ready');
    kit.store.dispatch(
      networkChanged({ namespace: 'eip155', caipNetworkId: sepolia.caipNetworkId }),
    );
    expect(kit.swap()).toMatchObject({ tokens: [], fromAmount: '', tokensStatus: 'idle' });
    expect(kit.swap().quote).toBeUndefined();
  });
});

describe('swapSaga: failures and fallbacks', () => {
  it('reports the token list endpoint down as the list error', async () => {
    const kit = setup(4);
    await cloud.faults.set('/v1/convert/tokens', { kind: 'status', status: 503 });
    kit.store.dispatch(swapInitialized());
    await kit.until((swap) => swap.tokensStatus === 'error');
    expect(kit.swap().error).toMatchObject({ code: 'SERVER_ERROR', message: 'Server error' });
    expect(kit.swap().tokens).toEqual([]);
  });

  it('lists the tokens but leaves the fee unknown without a Blockchain API client', async () => {
    const kit = setup(4);
    delete (kit.clients.api as { blockchain?: unknown }).blockchain;
    kit.store.dispatch(swapInitialized());
    await kit.until((swap) => swap.tokensStatus === 'ready' && swap.gasPriceError !== undefined);
    expect(kit.swap().tokens.map((token) => token.symbol)).toEqual(['ETH', 'KUSD', 'KIT']);
    expect(kit.swap().gasPriceError).toMatchObject({
      code: 'NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE',
      message: 'Network not supported for Gas Price',
    });
    expect(kit.swap().gasPrice).toBeUndefined();
  });

  it('keeps the form with the error when the swap cannot be built', async () => {
    const kit = setup(6);
    await fill(kit, 'ETH', 'KIT', '0.1');
    await kit.until((swap) => swap.quoteStatus === 'ready');
    // A refusal, not a 5xx: the client retries those, past the mutation run's 2 s test timeout.
    await cloud.faults.set('/v1/convert/build-transaction', {
      kind: 'status',
      status: 400,
      message: 'amount too small',
    });
    kit.store.dispatch(swapPreviewRequested());
    await kit.until((swap) => swap.txStatus === 'error');
    expect(kit.swap().txError).toMatchObject({
      code: 'API_HTTP_ERROR',
      message: 'The service refused the request',
    });
    expect(kit.swap().transactions).toBeUndefined();
    expect(kit.swap().fromAmount).toBe('0.1');
  });

  it('swaps without a preview: builds the swap then, says what was bought and refreshes the balances', async () => {
    const kit = setup(6);
    await fill(kit, 'ETH', 'KIT', ' 0.2 ');
    await kit.until((swap) => swap.quoteStatus === 'ready');
    expect(kit.swap().transactions).toBeUndefined();
    kit.store.dispatch(swapRequested());
    await kit.until((swap) => swap.txStatus === 'success');
    expect(kit.adapter.sent).toHaveLength(1);
    expect(kit.adapter.sent[0]!.value).toBe(parseUnits('0.2', 18).toString());
    await waitForState(kit.store, (state) => /^Swapped/.test(selectToast(state)?.message ?? ''));
    expect(selectToast(kit.store.getState())).toMatchObject({
      message: expect.stringMatching(/^Swapped 0\.2 ETH for \d+(\.\d+)? KIT$/),
      variant: 'success',
    });
    expect(kit.actions).toContainEqual(
      expect.objectContaining({
        type: 'balances/balanceRequested',
        payload: { namespace: 'eip155', force: true },
      }),
    );
  });

  it('reports a swap the visitor rejects, also as a toast, and keeps the reviewed swap', async () => {
    const kit = setup(6);
    await fill(kit, 'ETH', 'KIT', '0.1');
    await kit.until((swap) => swap.quoteStatus === 'ready');
    kit.store.dispatch(swapPreviewRequested());
    await kit.until((swap) => swap.txStatus === 'ready');
    kit.adapter.rejectNext = true;
    kit.store.dispatch(swapRequested());
    await kit.until((swap) => swap.txStatus === 'error');
    expect(kit.swap().txError).toMatchObject({
      code: 'USER_REJECTED',
      message: 'User rejected the request',
    });
    expect(selectToast(kit.store.getState())).toMatchObject({
      message: 'User rejected the request',
      variant: 'error',
    });
    expect(kit.swap().fromAmount).toBe('0.1');
    expect(kit.swap().transactions?.swap).toBeDefined();
  });

  it('refuses to swap with a wallet that cannot send built transactions, sending nothing', async () => {
    const kit = setup(6);
    await fill(kit, 'ETH', 'KIT', '0.1');
    await kit.until((swap) => swap.quoteStatus === 'ready');
    (kit.adapter.capabilities as { sendTransaction: boolean }).sendTransaction = false;
    kit.store.dispatch(swapRequested());
    await kit.until((swap) => swap.txStatus === 'error');
    expect(kit.swap().txError).toMatchObject({ code: 'UNSUPPORTED_CHAIN' });
    expect(kit.adapter.sent).toHaveLength(0);
  });
});
