// Reown AppKit with its ethers adapter, configured for Ethereum: the peer's documented minimal setup.
import { createAppKit } from '@reown/appkit/react';
import { EthersAdapter } from '@reown/appkit-adapter-ethers';
import { mainnet } from '@reown/appkit/networks';
import { createRoot } from 'react-dom/client';

createAppKit({
  adapters: [new EthersAdapter()],
  networks: [mainnet],
  projectId: 'kit-bench-project',
  metadata: { name: 'Bench', description: 'Bench', url: location.origin, icons: [] },
});

createRoot(document.getElementById('root')!).render(<appkit-button />);
