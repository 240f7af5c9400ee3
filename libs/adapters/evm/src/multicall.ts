// Multicall3 `aggregate3`: many contract reads in one eth_call (spec §7 "ERC20 details by multicall").
import { CONSTANTS } from '@kit/core';
import type { RpcClient } from '@kit/core';
import { dataLength, Interface } from 'ethers';
import { MULTICALL3_ADDRESS } from './multicall-address';

export { MULTICALL3_ADDRESS };

/** The Multicall3 functions the adapter uses. */
export const MULTICALL3_ABI = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
]);

/** One read: the contract and its ABI-encoded call. */
export interface MulticallCall {
  target: string;
  callData: string;
}

/** The outcome of one read; `success` false when the call reverted. */
export interface MulticallResult {
  success: boolean;
  returnData: string;
}

/**
 * Splits calls into chunks whose call data adds up to at most `batchBytes` (spec §9 "multicall
 * batch 1024 bytes"). As in viem, the size counted is the calls' own call data, not the ABI
 * encoding around it; a single call larger than the limit gets a chunk of its own.
 */
export function chunkCalls(calls: readonly MulticallCall[], batchBytes: number): MulticallCall[][] {
  const chunks: MulticallCall[][] = [];
  let current: MulticallCall[] = [];
  let size = 0;
  for (const call of calls) {
    const bytes = dataLength(call.callData);
    if (current.length > 0 && size + bytes > batchBytes) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(call);
    size += bytes;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * Runs `calls` through Multicall3 `aggregate3` with `allowFailure`, one eth_call per chunk. Every
 * chunk is issued in the same tick, so the RPC client sends them as one batched HTTP request.
 * Results come back in the order of `calls`.
 */
export async function aggregate3(
  rpc: RpcClient,
  calls: readonly MulticallCall[],
  options: { multicallAddress?: string; batchBytes?: number } = {},
): Promise<MulticallResult[]> {
  const address = options.multicallAddress ?? MULTICALL3_ADDRESS;
  const chunks = chunkCalls(calls, options.batchBytes ?? CONSTANTS.MULTICALL_BATCH_BYTES);
  const answers = await Promise.all(
    chunks.map((chunk) =>
      rpc.request<string>({
        method: 'eth_call',
        params: [
          {
            to: address,
            data: MULTICALL3_ABI.encodeFunctionData('aggregate3', [
              chunk.map((call) => ({ ...call, allowFailure: true })),
            ]),
          },
          'latest',
        ],
      }),
    ),
  );
  return answers.flatMap((answer, index) => decodeAggregate3(answer, chunks[index]?.length ?? 0));
}

function decodeAggregate3(answer: unknown, expected: number): MulticallResult[] {
  // '0x' is what an eth_call to an address without code returns: no Multicall3 on this chain.
  if (typeof answer !== 'string' || answer === '0x') {
    throw new Error(`No Multicall3 answer (got ${JSON.stringify(answer)})`);
  }
  const [results] = MULTICALL3_ABI.decodeFunctionResult('aggregate3', answer) as unknown as [
    Array<{ success: boolean; returnData: string }>,
  ];
  if (results.length !== expected) {
    throw new Error(`Multicall3 returned ${results.length} results for ${expected} calls`);
  }
  return results.map(({ success, returnData }) => ({ success, returnData }));
}
