/** Props of Skeleton. */
export interface SkeletonProps {
  /** How many placeholder rows; 1 by default. */
  rows?: number;
  /** `row` (a list row's height, default) or `tile` (a wallet grid tile). */
  shape?: 'row' | 'tile';
}

/**
 * Placeholder rows shown while a list loads; decorative (the list's `aria-busy` says it is
 * loading), and still under reduced motion.
 */
export function Skeleton({ rows = 1, shape = 'row' }: SkeletonProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="kit-skeleton" data-shape={shape} aria-hidden="true" />
      ))}
    </>
  );
}
