import {
  ContractFactory,
  getAddress,
  getBytes,
  Interface,
  isHexString,
  parseEther,
  toUtf8String,
  type JsonRpcProvider,
  type TypedDataField,
} from 'ethers';
import { ERROR_MESSAGES, embeddedRpcPermission } from '@kit/core';
import type { CloudDevnet } from '../cloud-context';
import { DevnetOperator } from '../devnet/devnet-operator';
import { createDevnetRpc, genesisHashOf } from '../devnet/devnet-rpc';
import { KIT_SMART_ACCOUNT_ARTIFACT } from '@kit/contracts';
import { HttpError } from '../server/http-error';
import type { MarketPrices } from '../blockchain/blockchain-routes';
import { deriveIdentityKeys } from './identity-keys';
import { createWalletAssets } from './wallet-assets';

/** What a new identity gets on every devnet chain, so it can pay gas and send at once. */
export const WELCOME_ETH = parseEther('10');
/** And in each test token (smallest unit = 1000 tokens at the token's decimals). */
export const WELCOME_TOKENS = 1000n;

const TOKEN = new Interface(['function mint(address to, uint256 amount)']);
const SMART_ACCOUNT = new Interface(KIT_SMART_ACCOUNT_ARTIFACT.abi);

/** The chain side of the embedded wallet: reads, signatures and sends with an identity's keys. */
export interface SecureWallet {
  /** The configured chain ids, first is the default. */
  chainIds(): number[];
  /** Answers a safe method (spec §6) by asking the chain; 403 for any other. */
  read(chainId: number, method: string, params: unknown[]): Promise<unknown>;
  /**
   * Runs an approved unsafe method with the identity's EVM key (signs, or sends and returns the
   * hash). With `smartAccount`, the call is the smart account's: sends go through its `execute`
   * and signatures are its owner's (valid for it under ERC-1271).
   */
  execute(
    seed: string,
    chainId: number,
    method: string,
    params: unknown[],
    smartAccount?: string,
  ): Promise<unknown>;
  /** The genesis hash of a chain: smart accounts are recorded per chain run. */
  genesis(chainId: number): Promise<string>;
  /** Deploys the identity's smart account on a chain (owned by its EOA) and funds it. */
  deploySmartAccount(seed: string, chainId: number): Promise<string>;
  /** Funds a new address on every chain, or on `only` (devnet only). */
  welcome(address: string, only?: number[]): Promise<void>;
  close(): void;
}

function messageBytes(value: unknown): Uint8Array | string {
  if (typeof value !== 'string') throw new HttpError(400, 'personal_sign needs a message');
  // personal_sign carries hex (EIP-1193 practice) or, from some dApps, plain text.
  return isHexString(value) ? getBytes(value) : value;
}

/** The wallet over the devnet's chains; without a devnet every chain call is a 503. */
export function createSecureWallet(
  devnet: CloudDevnet | undefined,
  market?: MarketPrices,
): SecureWallet {
  const walletAssets = createWalletAssets(devnet, market);
  const providers = new Map<number, JsonRpcProvider>();
  const providerOf = (chainId: number): JsonRpcProvider => {
    let provider = providers.get(chainId);
    if (!provider) {
      const chain = devnet?.chains.find((candidate) => candidate.chainId === chainId);
      if (!chain) throw new HttpError(400, `Chain ${chainId} is not configured`);
      provider = createDevnetRpc(chain);
      providers.set(chainId, provider);
    }
    return provider;
  };

  return {
    chainIds: () => devnet?.chains.map((chain) => chain.chainId) ?? [],

    async read(chainId, method, params) {
      if (embeddedRpcPermission(method) !== 'safe') {
        throw new HttpError(403, ERROR_MESSAGES.RPC_CALL_NOT_ALLOWED);
      }
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`;
      // Asset discovery (ERC-7811), which Kit's balances prefer for the embedded wallet (§7).
      if (method === 'wallet_getCapabilities') return walletAssets.capabilities();
      if (method === 'wallet_getAssets') return walletAssets.assets(params[0]);
      return providerOf(chainId).send(method, params);
    },

    async execute(seed, chainId, method, params, smartAccount) {
      const wallet = deriveIdentityKeys(seed).evm.connect(providerOf(chainId));
      const account = smartAccount ?? wallet.address;
      switch (method) {
        case 'personal_sign': {
          const [message, address] = params;
          if (typeof address !== 'string' || getAddress(address) !== account) {
            throw new HttpError(400, 'personal_sign for another account');
          }
          return wallet.signMessage(messageBytes(message));
        }
        case 'eth_signTypedData_v4': {
          const [address, raw] = params;
          if (typeof address !== 'string' || getAddress(address) !== account) {
            throw new HttpError(400, 'eth_signTypedData_v4 for another account');
          }
          const typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
            domain: Record<string, unknown>;
            types: Record<string, TypedDataField[]>;
            message: Record<string, unknown>;
          };
          const { EIP712Domain: _domain, ...types } = typed.types;
          return wallet.signTypedData(typed.domain, types, typed.message);
        }
        case 'eth_sendTransaction': {
          const tx = (params[0] ?? {}) as {
            from?: string;
            to?: string;
            value?: string;
            data?: string;
            gas?: string;
          };
          if (tx.from !== undefined && getAddress(tx.from) !== account) {
            throw new HttpError(400, 'eth_sendTransaction from another account');
          }
          if (smartAccount !== undefined) {
            // The owner pays the gas; the smart account moves the value.
            const sent = await wallet.sendTransaction({
              to: smartAccount,
              data: SMART_ACCOUNT.encodeFunctionData('execute', [
                tx.to ?? getAddress('0x0000000000000000000000000000000000000000'),
                BigInt(tx.value ?? 0),
                tx.data ?? '0x',
              ]),
              chainId,
            });
            return sent.hash;
          }
          const sent = await wallet.sendTransaction({
            ...(tx.to !== undefined && { to: tx.to }),
            ...(tx.value !== undefined && { value: BigInt(tx.value) }),
            ...(tx.data !== undefined && { data: tx.data }),
            ...(tx.gas !== undefined && { gasLimit: BigInt(tx.gas) }),
            chainId,
          });
          return sent.hash;
        }
        default:
          // Calls and permissions are not run locally (Solana methods go to secure-solana-wallet.ts).
          throw new HttpError(400, `${method} is not supported by the local secure site`);
      }
    },

    genesis: (chainId) => genesisHashOf(providerOf(chainId)),

    async deploySmartAccount(seed, chainId) {
      const owner = deriveIdentityKeys(seed).evm.connect(providerOf(chainId));
      const factory = new ContractFactory(
        KIT_SMART_ACCOUNT_ARTIFACT.abi,
        KIT_SMART_ACCOUNT_ARTIFACT.bytecode,
        owner,
      );
      const contract = await factory.deploy(owner.address);
      await contract.waitForDeployment();
      const address = getAddress(await contract.getAddress());
      await this.welcome(address, [chainId]);
      return address;
    },

    async welcome(address, only) {
      for (const chain of devnet?.chains ?? []) {
        if (only !== undefined && !only.includes(chain.chainId)) continue;
        const operator = new DevnetOperator(() => providerOf(chain.chainId), chain.rpcUrl);
        await operator.send({ to: address, value: WELCOME_ETH }, 'funding an embedded wallet');
        if (chain.tokens === false) continue;
        for (const token of Object.values(devnet?.tokens ?? {})) {
          await operator.send(
            {
              to: token.address,
              data: TOKEN.encodeFunctionData('mint', [
                address,
                WELCOME_TOKENS * 10n ** BigInt(token.decimals),
              ]),
            },
            `minting ${token.symbol} to an embedded wallet`,
          );
        }
      }
    },

    close() {
      for (const provider of providers.values()) provider.destroy();
      providers.clear();
      walletAssets.close();
    },
  };
}

/** Text of a personal_sign message for the approval page (hex decoded when it is UTF-8). */
export function readableMessage(value: unknown): string {
  if (typeof value !== 'string') return '';
  if (!isHexString(value)) return value;
  try {
    return toUtf8String(value);
  } catch {
    return value;
  }
}
