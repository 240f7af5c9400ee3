import { telegramSocialFilter } from '@kit/core';
import { selectEmbedded } from '@kit/embedded';
import { pushed } from '@kit/modal';
import { selectFeatures, selectOptions } from '@kit/options';
import { ListItem, WalletIcon } from '@kit/ui';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';

/**
 * The way from AllWallets, when it is the first view (phones, spec §2), to what only Connect
 * offers: e-mail, social login and the WalletConnect QR code. The open rule stays; this row is
 * the visitor's path past it. Nothing when Connect offers none of the three.
 */
export function OtherWaysToConnect() {
  const dispatch = useKitDispatch();
  const features = useKitSelector(selectFeatures);
  const options = useKitSelector(selectOptions);
  const embedded = useKitSelector(selectEmbedded);
  const embeddedOn = embedded.step !== 'unavailable';
  const socials = features.socials ? telegramSocialFilter(features.socials, embedded.telegram) : [];
  const ways = [
    embeddedOn && features.email ? 'e-mail' : undefined,
    embeddedOn && socials.length > 0 ? 'social login' : undefined,
    options.enableWalletConnect !== false ? 'a QR code' : undefined,
  ].filter((way): way is string => way !== undefined);
  const last = ways.pop();
  if (last === undefined) return null;
  const description = ways.length === 0 ? last : `${ways.join(', ')} or ${last}`;
  return (
    <ListItem
      title="Other ways to connect"
      description={description.charAt(0).toUpperCase() + description.slice(1)}
      image={
        <span className="kit-icon-tile">
          <WalletIcon />
        </span>
      }
      onClick={() => dispatch(pushed('Connect'))}
    />
  );
}
