import { getAddress, Interface } from 'ethers';
import { KIT_CONTRACT_ACCOUNT_ARTIFACT } from '@kit/contracts';
import { createDevnetProvider } from './devnet';

/**
 * Deploys a KitContractAccount (ERC-1271) owned by `owner` on a devnet chain and returns its
 * address. Deployed on demand, not at devnet start, so only the tests that need a contract account
 * pay for it. The transaction goes through anvil's unlocked `from` account, so anvil assigns the
 * nonce and concurrent senders cannot collide.
 */
export async function deployContractAccount(params: {
  chain: { chainId: number; rpcUrl: string };
  /** A funded devnet account (anvil keeps its key unlocked). */
  from: string;
  /** The EOA whose ECDSA signatures the contract accepts. */
  owner: string;
}): Promise<string> {
  const provider = createDevnetProvider(params.chain);
  try {
    const constructorArgs = new Interface(KIT_CONTRACT_ACCOUNT_ARTIFACT.abi)
      .encodeDeploy([params.owner])
      .slice(2);
    const hash = await provider.send('eth_sendTransaction', [
      { from: params.from, data: `${KIT_CONTRACT_ACCOUNT_ARTIFACT.bytecode}${constructorArgs}` },
    ]);
    // Asked directly rather than through waitForTransaction: anvil mines on send, and ethers' block
    // subscription can start after that block on a loaded machine, then wait for one never mined.
    const receipt = await receiptOf(provider, hash as string, 25_000);
    if (!receipt?.contractAddress || receipt.status !== 1) {
      throw new Error(`KitContractAccount deployment failed (${String(hash)})`);
    }
    return getAddress(receipt.contractAddress);
  } finally {
    provider.destroy();
  }
}

/** The receipt of `hash`, polled until it exists or `timeoutMs` has passed (then null). */
async function receiptOf(
  provider: ReturnType<typeof createDevnetProvider>,
  hash: string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await provider.getTransactionReceipt(hash);
    if (receipt || Date.now() > deadline) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
