/** Props of Shortened. */
export interface ShortenedProps {
  /** What the eye reads ('0xf39F…2266', '1M KUSD', '<0.001 ETH'). */
  shown: string;
  /** The exact value, read by screen readers (put it in the parent's `title` for the pointer). */
  full: string;
}

/**
 * Text shortened for the eye with its exact value kept for assistive technology, so nothing is
 * only half readable (issue 23). Plain text when both are the same.
 */
export function Shortened({ shown, full }: ShortenedProps) {
  if (shown === full) return <>{shown}</>;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="kit-sr-only">{full}</span>
    </>
  );
}
