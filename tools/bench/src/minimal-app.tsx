// The minimal Kit app the size budget (and later the peer benchmarks) measure: the provider, one
// button that opens the modal, EVM configured. What an integrator ships for "Connect Wallet".
import { createEvmAdapter } from '@kit/adapter-evm';
import { kitDevnet } from '@kit/core';
import { ConnectButton, KitProvider, createKit } from '@kit/react';
import { createRoot } from 'react-dom/client';

const kit = createKit({ networks: [kitDevnet], adapters: [createEvmAdapter()] });

createRoot(document.getElementById('root')!).render(
  <KitProvider kit={kit}>
    <ConnectButton />
  </KitProvider>,
);
