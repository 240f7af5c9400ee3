import { sanitizeImageUrl } from '@kit/core';
import { selectActiveCaipNetwork, selectIsUnsupportedChain } from '@kit/network';
import { useKitInstance, useKitSelector } from '@kit/views';
import type { ComponentProps } from 'react';
import { modalLoader, withModalPreload } from '../KitProvider/modal-loader';

/** Props of NetworkButton: a native button's attributes (its children are Kit's). */
export type NetworkButtonProps = Omit<ComponentProps<'button'>, 'children' | 'onClick'>;

/**
 * The active network (image and name) as a button that opens the network picker; on a network
 * the app does not support it reads 'Unsupported network' and opens UnsupportedChain. It sits
 * in the page, so the page's CSS applies; style it with `className`.
 */
export function NetworkButton(props: NetworkButtonProps) {
  const kit = useKitInstance();
  const network = useKitSelector(selectActiveCaipNetwork);
  const unsupported = useKitSelector((state) => selectIsUnsupportedChain(state));
  const image = sanitizeImageUrl(network?.assets?.imageUrl);
  const name = unsupported ? 'Unsupported network' : (network?.name ?? 'Select network');
  return (
    <button
      type="button"
      data-kit-button="network"
      {...props}
      {...withModalPreload(props)}
      onClick={() => {
        modalLoader.preload();
        kit.open({ view: unsupported ? 'UnsupportedChain' : 'Networks' });
      }}
    >
      {image !== undefined && !unsupported && (
        <img src={image} alt="" width={20} height={20} data-kit-part="network-image" />
      )}
      <span data-kit-part="network-name">{name}</span>
    </button>
  );
}
