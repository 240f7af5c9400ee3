// ConnectKit configured for Ethereum: the peer's documented minimal setup.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit';
import { createRoot } from 'react-dom/client';
import { WagmiProvider, createConfig } from 'wagmi';
import { mainnet } from 'wagmi/chains';

const config = createConfig(
  getDefaultConfig({
    chains: [mainnet],
    walletConnectProjectId: 'kit-bench-project',
    appName: 'Bench',
  }),
);
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>
        <ConnectKitButton />
      </ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
);
