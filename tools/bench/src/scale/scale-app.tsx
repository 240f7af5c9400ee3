// Kit's minimal app on a cloud the scale checks start (its URL is given to the page before it
// loads), so AllWallets can be measured against a catalogue of any size.
import { createEvmAdapter } from '@kit/adapter-evm';
import { mainnet } from '@kit/core';
import { ConnectButton, KitProvider, createKit } from '@kit/react';
import { createRoot } from 'react-dom/client';

const { kitScaleCloudUrl, kitScaleProjectId } = window as unknown as {
  kitScaleCloudUrl: string;
  kitScaleProjectId: string;
};

const kit = createKit({
  networks: [mainnet],
  adapters: [createEvmAdapter()],
  projectId: kitScaleProjectId,
  cloud: { url: kitScaleCloudUrl },
});

createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
  </KitProvider>,
);
