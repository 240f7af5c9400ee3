import { sanitizeImageUrl } from '@kit/core';
import { selectActiveCaipNetwork, selectIsUnsupportedChain } from '@kit/network';
import { useKitInstance, useKitSelector } from '@kit/views';
import type { ComponentProps } from 'react';
import {
  MODAL_LOAD_FAILED_LABEL,
  modalLoader,
  useModalLoadFailure,
  withModalPreload,
} from '../KitProvider/modal-loader';

/** Props of NetworkButton: a native button's attributes (its children are Kit's). */
export type NetworkButtonProps = Omit<ComponentProps<'button'>, 'children' | 'onClick'>;

/**
 * The active network (image and name) as a button that opens the network picker; on a network
 * the app does not support it reads 'Unsupported network' and opens UnsupportedChain. While the
 * modal's code could not be loaded it says so (`data-kit-failed`) until the next press retries.
 * It sits in the page, so the page's CSS applies; style it with `className`.
 */
export function NetworkButton(props: NetworkButtonProps) {
  const kit = useKitInstance();
  const network = useKitSelector(selectActiveCaipNetwork);
  const unsupported = useKitSelector((state) => selectIsUnsupportedChain(state));
  const image = sanitizeImageUrl(network?.assets?.imageUrl);
  const name = unsupported ? 'Unsupported network' : (network?.name ?? 'Select network');
  const failed = useModalLoadFailure() !== undefined;
  return (
    <button
      type="button"
      data-kit-button="network"
      data-kit-failed={failed || undefined}
      {...props}
      {...withModalPreload(props)}
      onClick={() => {
        modalLoader.preload();
        kit.open({ view: unsupported ? 'UnsupportedChain' : 'Networks' });
      }}
    >
      {image !== undefined && !unsupported && !failed && (
        <img src={image} alt="" width={20} height={20} data-kit-part="network-image" />
      )}
      <span data-kit-part="network-name">{failed ? MODAL_LOAD_FAILED_LABEL : name}</span>
    </button>
  );
}
