import type { ExplorerClient } from '@kit/api';
import type { KitNetwork } from '@kit/core';

/**
 * The networks with their images resolved (spec §3 Network `assets`, §7 GET
 * /public/getAssetImage/{id}): a network that names an `imageId` and no `imageUrl` gets the
 * Explorer API's asset image URL. An integrator's own `imageUrl` wins; without an Explorer API
 * the networks are returned as they are and the views draw placeholders. The image itself is
 * loaded by the view, which draws the placeholder only when it fails.
 */
export function withAssetImages(
  networks: readonly KitNetwork[],
  explorer: Pick<ExplorerClient, 'assetImageUrl'> | undefined,
): KitNetwork[] {
  return networks.map((network) => {
    const imageId = network.assets?.imageId;
    if (explorer === undefined || imageId === undefined || network.assets?.imageUrl !== undefined) {
      return network;
    }
    return { ...network, assets: { ...network.assets, imageUrl: explorer.assetImageUrl(imageId) } };
  });
}
