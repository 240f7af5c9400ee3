// Reown AppKit with its wagmi and Solana adapters, configured for Ethereum and Solana: the peer's
// documented multichain setup, beside Kit's EVM + Solana app.
import { createAppKit } from '@reown/appkit/react';
import { SolanaAdapter } from '@reown/appkit-adapter-solana/react';
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi';
import { mainnet, solana } from '@reown/appkit/networks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';

const projectId = 'kit-bench-project';
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId });
createAppKit({
  adapters: [wagmiAdapter, new SolanaAdapter()],
  networks: [mainnet, solana],
  projectId,
  metadata: { name: 'Bench', description: 'Bench', url: location.origin, icons: [] },
});
const queryClient = new QueryClient();

function ConnectButton() {
  return <appkit-button />;
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <ConnectButton />
    </QueryClientProvider>
  </WagmiProvider>,
);
