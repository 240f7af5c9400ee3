// The minimal Kit app with all four namespaces Kit ships adapters for. Before the first click each
// adapter needs only its discovery and descriptors; the chain SDKs load on first use.
import { createBitcoinAdapter } from '@kit/adapter-bitcoin';
import { createEvmAdapter } from '@kit/adapter-evm';
import { createPolkadotAdapter } from '@kit/adapter-polkadot';
import { createSolanaAdapter } from '@kit/adapter-solana';
import { bitcoin, mainnet, polkadot, solana } from '@kit/core';
import { ConnectButton, KitProvider, createKit } from '@kit/react';
import { createRoot } from 'react-dom/client';

const kit = createKit({
  networks: [mainnet, solana, bitcoin, polkadot],
  adapters: [
    createEvmAdapter(),
    createSolanaAdapter(),
    createBitcoinAdapter(),
    createPolkadotAdapter(),
  ],
  projectId: 'kit-bench-project',
  cloud: { url: 'https://cloud.kit-bench.invalid' },
});

createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
  </KitProvider>,
);
