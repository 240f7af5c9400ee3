// The minimal Kit app the size budget and the peer benchmark measure: the provider, one button
// that opens the modal, Ethereum configured, and a project on Kit's cloud services, as the peers'
// minimal apps have theirs. What an integrator ships for "Connect Wallet".
import { createEvmAdapter } from '@kit/adapter-evm';
import { mainnet } from '@kit/core';
import { ConnectButton, KitProvider, createKit } from '@kit/react';
import { createRoot } from 'react-dom/client';

const kit = createKit({
  networks: [mainnet],
  adapters: [createEvmAdapter()],
  projectId: 'kit-bench-project',
  // A reserved name that never resolves: the benchmark decides what its requests meet (aborted,
  // stalled or delayed), exactly as it does for the peers' cloud requests.
  cloud: { url: 'https://cloud.kit-bench.invalid' },
});

createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
  </KitProvider>,
);
