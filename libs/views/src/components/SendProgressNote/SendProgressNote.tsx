import { Text } from '@kit/ui';

/** Props of SendProgressNote. */
export interface SendProgressNoteProps {
  /** The last send's failure, shown verbatim ('User rejected the request'…). */
  failure?: { message: string } | undefined;
  /** A send waits for the wallet. */
  sending: boolean;
}

/** Under Send and SendPreview: the last failure, or the hint to confirm in the wallet meanwhile. */
export function SendProgressNote({ failure, sending }: SendProgressNoteProps) {
  return (
    <>
      {failure !== undefined && (
        <Text as="p" variant="small" tone="error" align="center">
          {failure.message}
        </Text>
      )}
      {sending && (
        <Text as="p" variant="small" tone="muted" align="center">
          Confirm the transfer in your wallet.
        </Text>
      )}
    </>
  );
}
