import { pushed } from '@kit/modal';
import { selectFeatures } from '@kit/options';
import { Button, Text } from '@kit/ui';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/**
 * WhatIsAWallet: the explainer for visitors without a wallet, reached from Connect's "What is a
 * wallet?". Get a wallet leads to the wallet catalogue when the allWallets feature lists it.
 */
export function WhatIsAWalletView() {
  const dispatch = useKitDispatch();
  const features = useKitSelector(selectFeatures);
  return (
    <div className="kit-view kit-explainer">
      <Text as="h3" variant="body">
        Your home for digital assets
      </Text>
      <Text as="p" variant="small" tone="muted">
        A wallet lets you store, send and receive digital assets such as tokens and NFTs.
      </Text>
      <Text as="h3" variant="body">
        One login for every app
      </Text>
      <Text as="p" variant="small" tone="muted">
        Instead of creating an account and a password for each app, you connect your wallet.
      </Text>
      {features.allWallets && (
        <Button fullWidth onClick={() => dispatch(pushed('AllWallets'))}>
          Get a wallet
        </Button>
      )}
    </div>
  );
}
