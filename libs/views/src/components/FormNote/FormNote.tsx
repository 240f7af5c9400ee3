import { Text } from '@kit/ui';
import type { ReactNode } from 'react';

/** Props of FormNote. */
export interface FormNoteProps {
  /** A failure: read in the error colour and announced at once (`alert`), not politely (`status`). */
  error?: boolean;
  children: ReactNode;
}

/** A short centred line above a form's button: why it cannot go on yet, or what went wrong. */
export function FormNote({ error = false, children }: FormNoteProps) {
  return (
    <Text
      as="p"
      variant="small"
      tone={error ? 'error' : 'muted'}
      align="center"
      role={error ? 'alert' : 'status'}
    >
      {children}
    </Text>
  );
}
