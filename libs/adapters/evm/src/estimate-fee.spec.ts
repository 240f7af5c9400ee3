// estimateTransferFee against a recording RPC client: gas × gas price of the built transfer.
import { mainnet } from '@kit/core';
import type { KitNetwork, RpcClient, TransferRequest } from '@kit/core';
import { estimateTransferFee } from './estimate-fee';
import { buildTransfer } from './transfer';

const request = (network: KitNetwork = mainnet): TransferRequest => ({
  connectorId: 'injected',
  network,
  from: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
  to: '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
  amount: '1000',
});

function recordingRpc(answers: Record<string, unknown>) {
  const calls: { method: string; params: unknown }[] = [];
  const rpc: RpcClient = {
    request: async <T>({ method, params }: { method: string; params?: unknown }) => {
      calls.push({ method, params });
      return answers[method] as T;
    },
  } as RpcClient;
  return { rpc, calls };
}

describe('estimateTransferFee', () => {
  it('multiplies the estimated gas by the gas price, exactly, in the native currency', async () => {
    const { rpc, calls } = recordingRpc({
      eth_estimateGas: '0x5208', // 21000
      eth_gasPrice: '0x174876e800', // 100 gwei
    });
    await expect(estimateTransferFee(rpc, request())).resolves.toStrictEqual({
      value: '2100000000000000',
      decimals: 18,
      symbol: 'ETH',
    });
    expect(calls).toStrictEqual([
      { method: 'eth_estimateGas', params: [buildTransfer(request())] },
      { method: 'eth_gasPrice', params: [] },
    ]);
  });

  it("takes decimals and symbol from the request's network", async () => {
    const network = { ...mainnet, nativeCurrency: { name: 'Test', symbol: 'TST', decimals: 6 } };
    const { rpc } = recordingRpc({ eth_estimateGas: '0x2', eth_gasPrice: '0x3' });
    await expect(estimateTransferFee(rpc, request(network))).resolves.toStrictEqual({
      value: '6',
      decimals: 6,
      symbol: 'TST',
    });
  });

  it('keeps products beyond 2^53 exact', async () => {
    const { rpc } = recordingRpc({
      eth_estimateGas: `0x${(2n ** 40n + 1n).toString(16)}`,
      eth_gasPrice: `0x${(2n ** 40n + 3n).toString(16)}`,
    });
    const fee = await estimateTransferFee(rpc, request());
    expect(fee.value).toBe(((2n ** 40n + 1n) * (2n ** 40n + 3n)).toString());
  });

  it('asks nothing of the RPC for a transfer that cannot be built', async () => {
    const { rpc, calls } = recordingRpc({});
    await expect(estimateTransferFee(rpc, { ...request(), amount: '1.5' })).rejects.toMatchObject({
      code: 'INVALID_DECIMAL',
    });
    expect(calls).toEqual([]);
  });
});
