import { Text } from '@kit/ui';

/** WhatIsANetwork: the explainer for networks, reached from the network picker's "What is a network?". */
export function WhatIsANetworkView() {
  return (
    <div className="kit-view kit-explainer">
      <Text as="h3" variant="body">
        The system’s nuts and bolts
      </Text>
      <Text as="p" variant="small" tone="muted">
        A network is what brings the blockchain to life, as this technical infrastructure allows
        apps to access the ledger and smart contract services.
      </Text>
      <Text as="h3" variant="body">
        Designed for different uses
      </Text>
      <Text as="p" variant="small" tone="muted">
        Each network is designed differently, and may therefore suit certain apps and experiences.
      </Text>
    </div>
  );
}
