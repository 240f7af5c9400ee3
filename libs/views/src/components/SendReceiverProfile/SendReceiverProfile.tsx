import { Text } from '@kit/ui';

/** Props of SendReceiverProfile: the send form's receiverProfileName and image (spec §3). */
export interface SendReceiverProfileProps {
  name?: string | undefined;
  imageUrl?: string | undefined;
}

/**
 * Under the receiver field once a typed name resolved: the name (its address is in the field) and
 * its avatar, so the visitor sees whom the address belongs to. Nothing without a name.
 */
export function SendReceiverProfile({ name, imageUrl }: SendReceiverProfileProps) {
  if (name === undefined) return null;
  return (
    <Text as="p" variant="small" tone="muted" role="status">
      {imageUrl !== undefined && <img src={imageUrl} alt="" width={16} height={16} />} Sending to{' '}
      {name}
    </Text>
  );
}
