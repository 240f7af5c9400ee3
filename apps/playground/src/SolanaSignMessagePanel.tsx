import { useKitProvider, useKitSelector } from '@kit/react';
import { base58 } from '@scure/base';
import { useState } from 'react';

/** The part of a Wallet Standard wallet a dApp signs with (solana:signMessage). */
interface SolanaSigner {
  accounts: readonly { address: string }[];
  features: {
    'solana:signMessage'?: {
      signMessage(input: {
        account: { address: string };
        message: Uint8Array;
      }): Promise<readonly { signature: Uint8Array }[]>;
    };
  };
}

/**
 * What a Solana dApp does with the connected wallet: solana:signMessage of a text, through the
 * Wallet Standard wallet Kit hands out (the embedded wallet's too). Shown while Solana is active.
 */
export function SolanaSignMessagePanel() {
  const { walletProvider } = useKitProvider<SolanaSigner>('solana');
  const active = useKitSelector((state) => state.connection.activeNamespace === 'solana');
  const [result, setResult] = useState<string>();
  const signer = walletProvider?.features['solana:signMessage'];
  const account = walletProvider?.accounts[0];
  if (!active || !signer || !account) return null;
  const sign = () => {
    setResult('…');
    signer
      .signMessage({ account, message: new TextEncoder().encode('Hello from the Kit playground') })
      .then(
        ([output]) => setResult(output ? base58.encode(output.signature) : 'error: no signature'),
        (error: unknown) =>
          setResult(`error: ${error instanceof Error ? error.message : String(error)}`),
      );
  };
  return (
    <section aria-label="Sign a Solana message">
      <button type="button" onClick={sign}>
        Sign Solana message
      </button>
      <output data-testid="solana-sign-result">{result ?? ''}</output>
    </section>
  );
}
