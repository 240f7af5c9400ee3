import { Interface, type JsonRpcProvider } from 'ethers';
import { DevnetOperator } from '../devnet/devnet-operator';
import { createDevnetRpc } from '../devnet/devnet-rpc';
import type { CheckoutSession } from './checkout-store';

const TOKEN = new Interface(['function mint(address to, uint256 amount)']);

/** Pays confirmed purchases on the devnet, from its account 0. */
export interface OnrampPayer {
  /** Sends the session's amount to its destination; resolves with the mined transaction's hash. */
  pay(session: CheckoutSession): Promise<string>;
  close(): void;
}

/**
 * Pays with the devnet's account 0: the native coin by a transfer from its balance, a test token
 * by minting to the destination (account 0 owns the tokens), so its own token balances never
 * move. One provider per chain, made on first use.
 */
export function createOnrampPayer(
  chains: ReadonlyArray<{ chainId: number; rpcUrl: string }>,
): OnrampPayer {
  const operators = new Map<number, DevnetOperator>();
  const providers: JsonRpcProvider[] = [];
  const operatorFor = (chainId: number): DevnetOperator => {
    let operator = operators.get(chainId);
    if (!operator) {
      const chain = chains.find((candidate) => candidate.chainId === chainId);
      if (!chain) throw new Error(`chain ${chainId} is not on the devnet`);
      const provider = createDevnetRpc(chain);
      providers.push(provider);
      operator = new DevnetOperator(() => provider, chain.rpcUrl);
      operators.set(chainId, operator);
    }
    return operator;
  };
  return {
    async pay(session) {
      const operator = operatorFor(session.chainId);
      const amount = BigInt(session.amount);
      const receipt =
        session.tokenAddress === undefined
          ? await operator.send(
              { to: session.destination, value: amount },
              `paying ${session.symbol}`,
            )
          : await operator.send(
              {
                to: session.tokenAddress,
                data: TOKEN.encodeFunctionData('mint', [session.destination, amount]),
              },
              `minting ${session.symbol}`,
            );
      return receipt.hash;
    },
    close() {
      for (const provider of providers) provider.destroy();
    },
  };
}
