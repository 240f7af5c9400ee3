// Native and ERC20 balances, read through the store's RPC client only (so every request is batched,
// retried and counted at one transport).
import { isEvmAddress, toChecksumAddress } from '@kit/core/address';
import type { AdapterBalance, AdapterTokenBalance, KitNetwork, RpcClient } from '@kit/core';
import { decodeBytes32String, Interface } from 'ethers';
import { aggregate3, MULTICALL3_ABI, MULTICALL3_ADDRESS } from './multicall';
import type { MulticallCall, MulticallResult } from './multicall';

/** The ERC20 functions the adapter reads and calls. */
export const ERC20_ABI = new Interface([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function balanceOf(address owner) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
]);

/** Native balance plus token balances, from one multicall. */
export interface EvmBalances {
  native: AdapterBalance;
  tokens: AdapterTokenBalance[];
}

/** Where to read and how to chunk. */
export interface BalanceReadOptions {
  multicallAddress?: string;
  batchBytes?: number;
}

/** The native balance by eth_getBalance, in the network's native currency. */
export async function readNativeBalance(
  rpc: RpcClient,
  network: KitNetwork,
  address: string,
): Promise<AdapterBalance> {
  const raw = await rpc.request<string>({
    method: 'eth_getBalance',
    params: [toChecksumAddress(address), 'latest'],
  });
  return nativeBalance(network, BigInt(raw));
}

/**
 * Native and token balances in one Multicall3 aggregate3 (more than one only when the call data
 * exceeds the batch size, and those go out together). For each token it reads name, symbol,
 * decimals and balanceOf; a token whose balanceOf, decimals or symbol fails or does not decode is
 * skipped (name falls back to the symbol: EIP-20 makes it optional). Tokens are not filtered by
 * decimals here: dropping zero-decimal tokens is a display rule of the store (spec §5).
 */
export async function readBalances(
  rpc: RpcClient,
  network: KitNetwork,
  address: string,
  tokenAddresses: readonly string[],
  options: BalanceReadOptions & { native: boolean },
): Promise<{ native?: AdapterBalance; tokens: AdapterTokenBalance[] }> {
  const owner = toChecksumAddress(address);
  const tokens = uniqueTokens(tokenAddresses);
  const calls: MulticallCall[] = [];
  const multicallAddress = options.multicallAddress;
  if (options.native) {
    // Multicall3 reads the native balance by calling itself, so it joins the same aggregate3.
    calls.push({
      target: multicallAddress ?? MULTICALL3_ADDRESS,
      callData: MULTICALL3_ABI.encodeFunctionData('getEthBalance', [owner]),
    });
  }
  for (const token of tokens) {
    calls.push(
      { target: token, callData: ERC20_ABI.encodeFunctionData('name') },
      { target: token, callData: ERC20_ABI.encodeFunctionData('symbol') },
      { target: token, callData: ERC20_ABI.encodeFunctionData('decimals') },
      { target: token, callData: ERC20_ABI.encodeFunctionData('balanceOf', [owner]) },
    );
  }
  if (calls.length === 0) return { tokens: [] };
  const results = await aggregate3(rpc, calls, options);

  let offset = 0;
  let native: AdapterBalance | undefined;
  if (options.native) {
    const [result] = results;
    const value = result?.success
      ? decodeOne<bigint>(MULTICALL3_ABI, 'getEthBalance', result)
      : undefined;
    if (value === undefined) throw new Error('Multicall3 getEthBalance failed');
    native = nativeBalance(network, value);
    offset = 1;
  }
  const balances: AdapterTokenBalance[] = [];
  tokens.forEach((token, index) => {
    const start = offset + index * 4;
    const balance = decodeToken(token, results.slice(start, start + 4));
    if (balance) balances.push(balance);
  });
  return { ...(native && { native }), tokens: balances };
}

function nativeBalance(network: KitNetwork, value: bigint): AdapterBalance {
  return {
    value: value.toString(),
    decimals: network.nativeCurrency.decimals,
    symbol: network.nativeCurrency.symbol,
  };
}

/** Valid addresses only, checksummed, each once (case-insensitively). */
function uniqueTokens(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const address of addresses) {
    if (!isEvmAddress(address)) continue;
    const checksummed = toChecksumAddress(address);
    if (seen.has(checksummed)) continue;
    seen.add(checksummed);
    out.push(checksummed);
  }
  return out;
}

function decodeToken(
  address: string,
  results: readonly MulticallResult[],
): AdapterTokenBalance | undefined {
  const [name, symbol, decimals, balance] = results;
  const value = decodeOne<bigint>(ERC20_ABI, 'balanceOf', balance);
  const decimalsValue = decodeOne<bigint>(ERC20_ABI, 'decimals', decimals);
  const symbolText = decodeText('symbol', symbol);
  if (value === undefined || decimalsValue === undefined || symbolText === undefined) {
    return undefined;
  }
  return {
    address,
    name: decodeText('name', name) ?? symbolText,
    symbol: symbolText,
    decimals: Number(decimalsValue),
    value: value.toString(),
  };
}

function decodeOne<T>(
  abi: Interface,
  fn: string,
  result: MulticallResult | undefined,
): T | undefined {
  if (!result?.success) return undefined;
  try {
    return abi.decodeFunctionResult(fn, result.returnData)[0] as T;
  } catch {
    return undefined;
  }
}

/** A string, or the bytes32 some early tokens (MKR, SAI) return for name and symbol. */
function decodeText(
  fn: 'name' | 'symbol',
  result: MulticallResult | undefined,
): string | undefined {
  const text = decodeOne<string>(ERC20_ABI, fn, result);
  if (text !== undefined) return text.trim() || undefined;
  if (!result?.success || result.returnData.length !== 66) return undefined;
  try {
    return decodeBytes32String(result.returnData).trim() || undefined;
  } catch {
    return undefined;
  }
}
