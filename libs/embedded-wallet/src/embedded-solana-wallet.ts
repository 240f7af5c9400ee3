import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features';
import { base58, base64 } from '@scure/base';
import { frameRpc, type FrameRpcHost } from './frame-rpc';

/** What the Solana wallet needs from the embedded wallet around it. */
export interface EmbeddedSolanaHost extends FrameRpcHost {
  /** The identity's Solana address (asks the secure site when not known yet), or undefined. */
  solanaAddress(): Promise<string | undefined>;
  signOut(): Promise<void>;
}

/** The Wallet Standard clusters the wallet answers for: the app picks the network (Solana). */
const CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const;

const FEATURE_NAMES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const;

// A plain square: the modal shows the AUTH connector with its own name and image.
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=' as const;

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature;

/** The `{ signature }` or `{ transaction }` answer of the secure site for a Solana method. */
interface SolanaRpcResult {
  signature?: string;
  transaction?: string;
  transactions?: string[];
}

/** A field the secure site must have answered (a reply without it is a failure, not an empty value). */
function required(value: string | undefined, what: string): string {
  if (value === undefined || value === '') throw new Error(`The secure site returned no ${what}`);
  return value;
}

/**
 * The embedded wallet's Solana side as a Wallet Standard wallet, so `@kit/adapter-solana` hosts
 * it like any Solana wallet (connect, sign, send). It holds no key: every signature is made on
 * the secure site after the visitor approves in ApproveTransaction (spec §6), through the same
 * frame RPC as the EIP-1193 provider. Params follow WalletConnect's Solana RPC shapes.
 */
export class EmbeddedSolanaWallet implements Wallet {
  readonly version = '1.0.0' as const;
  readonly name = 'Email & socials';
  readonly icon = ICON;
  readonly chains = CHAINS;
  readonly #host: EmbeddedSolanaHost;
  readonly #listeners = new Set<StandardEventsListeners['change']>();
  #address: string | undefined;

  constructor(host: EmbeddedSolanaHost) {
    this.#host = host;
  }

  get accounts(): readonly WalletAccount[] {
    const address = this.#address;
    if (address === undefined) return [];
    return [
      {
        address,
        publicKey: base58.decode(address),
        chains: CHAINS,
        features: FEATURE_NAMES,
      },
    ];
  }

  get features(): Features {
    return {
      'standard:connect': {
        version: '1.0.0',
        // Logging in happens in the modal (e-mail, socials): connecting only reads the identity.
        connect: async () => {
          this.setAddress(await this.#host.solanaAddress());
          return { accounts: this.accounts };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        // One identity behind every namespace: leaving it signs out, as the EVM side does.
        disconnect: () => this.#host.signOut(),
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event, listener) => {
          this.#listeners.add(listener);
          return () => void this.#listeners.delete(listener);
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: (...inputs) => Promise.all(inputs.map((input) => this.#signMessage(input))),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        // Several transactions are one solana_signAllTransactions: one approval, not one each.
        signTransaction: (...inputs) =>
          inputs.length > 1
            ? this.#signAllTransactions(inputs)
            : Promise.all(inputs.map((input) => this.#signTransaction(input))),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: (...inputs) =>
          Promise.all(inputs.map((input) => this.#signAndSend(input))),
      },
    };
  }

  /** @internal The identity changed (login, sign-out): tells the adapter about the accounts. */
  setAddress(address: string | undefined): void {
    if (address === this.#address) return;
    this.#address = address;
    const accounts = this.accounts;
    for (const listener of [...this.#listeners]) listener({ accounts });
  }

  async #signMessage(input: SolanaSignMessageInput) {
    const result = await this.#rpc('solana_signMessage', {
      message: base58.encode(input.message),
      pubkey: input.account.address,
    });
    return {
      signedMessage: input.message,
      signature: base58.decode(required(result.signature, 'signature')),
      signatureType: 'ed25519' as const,
    };
  }

  async #signTransaction(input: SolanaSignTransactionInput) {
    const result = await this.#rpc('solana_signTransaction', {
      transaction: base64.encode(input.transaction),
      pubkey: input.account.address,
    });
    return { signedTransaction: base64.decode(required(result.transaction, 'transaction')) };
  }

  async #signAllTransactions(inputs: readonly SolanaSignTransactionInput[]) {
    const result = await this.#rpc('solana_signAllTransactions', {
      transactions: inputs.map((input) => base64.encode(input.transaction)),
    });
    const signed = result.transactions ?? [];
    if (signed.length !== inputs.length) {
      throw new Error(
        `The secure site returned ${signed.length} signed transactions for ${inputs.length}`,
      );
    }
    return signed.map((transaction) => ({
      signedTransaction: base64.decode(required(transaction, 'transaction')),
    }));
  }

  async #signAndSend(input: SolanaSignAndSendTransactionInput) {
    const result = await this.#rpc('solana_signAndSendTransaction', {
      transaction: base64.encode(input.transaction),
      pubkey: input.account.address,
      ...(input.options && { options: input.options }),
    });
    return { signature: base58.decode(required(result.signature, 'signature')) };
  }

  async #rpc(method: string, params: Record<string, unknown>): Promise<SolanaRpcResult> {
    const result = (await frameRpc(this.#host, method, [params])) as SolanaRpcResult | undefined;
    return result ?? {};
  }
}
