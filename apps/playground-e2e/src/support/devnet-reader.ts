import { formatUnits, Interface, JsonRpcProvider, Network } from 'ethers';

/** Cuts a decimal string to 3 decimals without rounding (spec §5), e.g. '1.23456' -> '1.234'. */
export function floor3(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)}`;
}

const ERC20 = new Interface(['function balanceOf(address) view returns (uint256)']);

/** Reads balances straight from a devnet chain, to check what the modal shows against. */
export function devnetReader(rpcUrl: string, chainId: number) {
  const provider = new JsonRpcProvider(rpcUrl, undefined, {
    staticNetwork: Network.from(chainId),
    cacheTimeout: -1,
  });
  return {
    /** The native balance in ether, as a full decimal string. */
    async native(address: string): Promise<string> {
      return formatUnits(await provider.getBalance(address), 18);
    },
    /** An ERC-20 balance in the token's smallest unit. */
    async tokenUnits(token: { address: string }, holder: string): Promise<bigint> {
      const data = ERC20.encodeFunctionData('balanceOf', [holder]);
      const result = await provider.call({ to: token.address, data });
      return ERC20.decodeFunctionResult('balanceOf', result)[0] as bigint;
    },
    /** An ERC-20 balance as a full decimal string. */
    async token(token: { address: string; decimals: number }, holder: string): Promise<string> {
      return formatUnits(await this.tokenUnits(token, holder), token.decimals);
    },
    /** An eth_call's raw result (e.g. ERC-1271 isValidSignature on this chain). */
    call: (to: string, data: string): Promise<string> => provider.call({ to, data }),
    destroy: () => provider.destroy(),
  };
}
