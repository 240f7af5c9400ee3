// A Wallet Standard wallet for Solana that signs with dev keys (TEST-ONLY: see devnet/solana/
// solana-keys.ts). It implements what Kit's Solana adapter and real dApps call — standard:connect
// (silent too), standard:disconnect, standard:events, solana:signMessage, solana:signTransaction,
// solana:signAndSendTransaction (sent and confirmed through @solana/web3.js's Connection, which
// waits on signatureSubscribe) — with controls to reject, and a log of every call. Browser-safe:
// no Node built-ins, so the esbuild bundle can run it in Chromium.
import { ed25519 } from '@noble/curves/ed25519';
import { Connection, Keypair, VersionedTransaction } from '@solana/web3.js';
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import { base58 } from '@scure/base';
import { userRejectedError, ProviderRpcError } from './provider-rpc-error';

/** A cluster the wallet can send on: its Wallet Standard id and its node. */
export interface SolanaTestWalletChain {
  /** `solana:localnet`, `solana:devnet`… */
  id: `solana:${string}`;
  rpcUrl: string;
  /** Defaults to the rpcUrl with ws(s):, the local devnet's layout (one port for both). */
  webSocketUrl?: string;
}

/** The Wallet Standard methods the controls can name. */
export type SolanaTestWalletMethod =
  | 'standard:connect'
  | 'standard:disconnect'
  | 'solana:signMessage'
  | 'solana:signTransaction'
  | 'solana:signAndSendTransaction';

/** Options of createSolanaTestWallet. */
export interface SolanaTestWalletOptions {
  /** base58 64-byte secret keys (the devnet's `secretKey`); the first is the connected account. */
  secretKeys: string[];
  chains: SolanaTestWalletChain[];
  /** Defaults to 'Kit Test Wallet', the EVM test wallet's name, so Kit shows the two as one wallet. */
  name?: string;
}

/** One recorded call. */
export interface SolanaRecordedCall {
  method: SolanaTestWalletMethod;
  /** For connect: whether it was silent. */
  silent?: boolean;
}

/** The wallet plus its test controls. */
export interface SolanaTestWallet extends Wallet {
  /** The next call (of `method`, or any prompting call) is refused with 4001 'User rejected the request.'. */
  rejectNext(method?: SolanaTestWalletMethod): void;
  /** Refuse every prompting call while true. */
  setRejectAll(reject: boolean): void;
  /** Every call so far, in order. */
  readonly calls: readonly SolanaRecordedCall[];
  /** Whether the site is authorised (connected). */
  readonly authorized: boolean;
  /** Switches the exposed account (an index into secretKeys), or locks with null; emits `change`. */
  emitAccountsChanged(index: number | null): void;
  /** Closes the wallet's connections to the nodes. */
  destroy(): Promise<void>;
}

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b65ff"/></svg>';
/** The test wallet's icon, base64 as the Wallet Standard requires. */
export const KIT_SOLANA_TEST_WALLET_ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(ICON_SVG)}`;

const SIGN_FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const;

export function createSolanaTestWallet(options: SolanaTestWalletOptions): SolanaTestWallet {
  const keypairs = options.secretKeys.map((key) => Keypair.fromSecretKey(base58.decode(key)));
  if (keypairs.length === 0) throw new Error('the Solana test wallet needs a key');
  const chainIds = options.chains.map((chain) => chain.id);
  const connections = new Map<string, Connection>();
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>();
  const calls: SolanaRecordedCall[] = [];
  const rejections: Array<SolanaTestWalletMethod | undefined> = [];
  let rejectAll = false;
  let authorized = false;
  let active: Keypair | null = keypairs[0]!;

  const accountOf = (keypair: Keypair): WalletAccount =>
    Object.freeze({
      address: keypair.publicKey.toBase58(),
      publicKey: keypair.publicKey.toBytes(),
      chains: chainIds,
      features: [...SIGN_FEATURES],
    });
  const accounts = (): WalletAccount[] => (authorized && active ? [accountOf(active)] : []);
  const emit = () => {
    for (const listener of [...listeners]) listener({ accounts: accounts() });
  };

  /** Records the call and throws when a rejection is queued for it (prompting calls only). */
  const prompt = (method: SolanaTestWalletMethod, silent?: boolean) => {
    calls.push({ method, ...(silent !== undefined && { silent }) });
    if (silent) return;
    const queued = rejections.findIndex((entry) => entry === undefined || entry === method);
    if (rejectAll || queued >= 0) {
      if (queued >= 0) rejections.splice(queued, 1);
      throw userRejectedError();
    }
  };

  const signerFor = (account: WalletAccount): Keypair => {
    const keypair = keypairs.find(
      (candidate) => candidate.publicKey.toBase58() === account.address,
    );
    if (!authorized || !keypair || keypair !== active) {
      throw new ProviderRpcError(
        4100,
        'The requested account has not been authorized by the user.',
      );
    }
    return keypair;
  };

  const connectionFor = (chain: string): Connection => {
    const config = options.chains.find((candidate) => candidate.id === chain);
    if (!config) throw new ProviderRpcError(4901, `The wallet is not connected to ${chain}`);
    let connection = connections.get(chain);
    if (!connection) {
      connection = new Connection(config.rpcUrl, {
        commitment: 'confirmed',
        wsEndpoint: config.webSocketUrl ?? config.rpcUrl.replace(/^http/, 'ws'),
      });
      connections.set(chain, connection);
    }
    return connection;
  };

  const signTransactionBytes = (bytes: Uint8Array, signer: Keypair): VersionedTransaction => {
    const transaction = VersionedTransaction.deserialize(bytes);
    transaction.sign([signer]);
    return transaction;
  };

  const features = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        const silent = input?.silent === true;
        prompt('standard:connect', silent);
        if (!silent) authorized = true;
        const exposed = accounts();
        if (!silent) emit();
        return { accounts: exposed };
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        calls.push({ method: 'standard:disconnect' });
        authorized = false;
        emit();
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (
        event: string,
        listener: (properties: { accounts?: readonly WalletAccount[] }) => void,
      ) => {
        if (event !== 'change') return () => undefined;
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: async (...inputs: Array<{ account: WalletAccount; message: Uint8Array }>) => {
        prompt('solana:signMessage');
        return inputs.map(({ account, message }) => ({
          signedMessage: message,
          signature: ed25519.sign(message, signerFor(account).secretKey.slice(0, 32)),
          signatureType: 'ed25519' as const,
        }));
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0] as const,
      signTransaction: async (
        ...inputs: Array<{ account: WalletAccount; transaction: Uint8Array }>
      ) => {
        prompt('solana:signTransaction');
        return inputs.map(({ account, transaction }) => ({
          signedTransaction: signTransactionBytes(transaction, signerFor(account)).serialize(),
        }));
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0] as const,
      signAndSendTransaction: async (
        ...inputs: Array<{
          account: WalletAccount;
          transaction: Uint8Array;
          chain: string;
          options?: { skipPreflight?: boolean };
        }>
      ) => {
        prompt('solana:signAndSendTransaction');
        const outputs = [];
        for (const { account, transaction, chain, options: sendOptions } of inputs) {
          const connection = connectionFor(chain);
          const signed = signTransactionBytes(transaction, signerFor(account));
          const latest = await connection.getLatestBlockhash();
          const signature = await connection.sendRawTransaction(signed.serialize(), {
            skipPreflight: sendOptions?.skipPreflight ?? false,
          });
          // Like a real wallet, answer once the cluster confirmed it (signatureSubscribe).
          await connection.confirmTransaction({ signature, ...latest }, 'confirmed');
          outputs.push({ signature: base58.decode(signature) });
        }
        return outputs;
      },
    },
  };

  const wallet: SolanaTestWallet = {
    version: '1.0.0',
    name: options.name ?? 'Kit Test Wallet',
    icon: KIT_SOLANA_TEST_WALLET_ICON,
    chains: chainIds,
    features,
    get accounts() {
      return accounts();
    },
    rejectNext(method) {
      rejections.push(method);
    },
    setRejectAll(reject) {
      rejectAll = reject;
    },
    calls,
    get authorized() {
      return authorized;
    },
    emitAccountsChanged(index) {
      active = index === null ? null : (keypairs[index] ?? null);
      emit();
    },
    async destroy() {
      listeners.clear();
      for (const connection of connections.values()) {
        // web3.js closes its subscription socket only after an idle delay; a wallet being thrown
        // away closes it now (normal closure, so it does not reconnect).
        (connection as unknown as { _rpcWebSocket?: { close(): void } })._rpcWebSocket?.close();
      }
      connections.clear();
    },
  };
  return wallet;
}
