// Reown AppKit with its wagmi adapter, configured for Ethereum: the peer's documented minimal setup.
import { createAppKit } from '@reown/appkit/react';
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi';
import { mainnet } from '@reown/appkit/networks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';

const projectId = 'kit-bench-project';
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId });
createAppKit({
  adapters: [wagmiAdapter],
  networks: [mainnet],
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
