import { useKitAccount, useKitProvider } from '@kit/react';
import { useState } from 'react';

interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** Hex of a UTF-8 string, as personal_sign takes it. */
function toHex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * What a dApp does with the connected wallet's provider: personal_sign a message (and, for the
 * embedded wallet, a method outside spec §6, to show it refused).
 */
export function SignMessagePanel() {
  const { address } = useKitAccount();
  const { walletProvider } = useKitProvider<Eip1193>('eip155');
  const [result, setResult] = useState<string>();
  if (!address || !walletProvider) return null;
  const call = (method: string, params: unknown[]) => {
    setResult('…');
    walletProvider.request({ method, params }).then(
      (value) => setResult(String(value)),
      (error: unknown) =>
        setResult(`error: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  return (
    <section aria-label="Sign a message">
      <button
        type="button"
        onClick={() => call('personal_sign', [toHex('Hello from the Kit playground'), address])}
      >
        Sign message
      </button>{' '}
      <button type="button" onClick={() => call('eth_sign', [address, toHex('raw')])}>
        eth_sign (not allowed for the embedded wallet)
      </button>
      <output data-testid="sign-result">{result ?? ''}</output>
    </section>
  );
}
