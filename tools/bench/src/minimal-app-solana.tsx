// The minimal Kit app with a second namespace: minimal-app.tsx plus Solana. Wallet Standard
// discovery is all the first screen needs of it, so it must cost little before the first click
// (issue 22: each extra namespace adds at most 10 KiB gzip).
import { createEvmAdapter } from '@kit/adapter-evm';
import { createSolanaAdapter } from '@kit/adapter-solana';
import { mainnet, solana } from '@kit/core';
import { ConnectButton, KitProvider, createKit } from '@kit/react';
import { createRoot } from 'react-dom/client';

const kit = createKit({
  networks: [mainnet, solana],
  adapters: [createEvmAdapter(), createSolanaAdapter()],
  projectId: 'kit-bench-project',
  cloud: { url: 'https://cloud.kit-bench.invalid' },
});

createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
  </KitProvider>,
);
