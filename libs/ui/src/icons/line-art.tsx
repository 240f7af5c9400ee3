import type { JSX, SVGProps } from 'react';

/** Props of LineArt: SVG attributes plus a pixel size. */
export interface LineArtProps extends SVGProps<SVGSVGElement> {
  /** Width and height in px; 20 by default. */
  size?: number;
}

/**
 * The frame of Kit's line art (the icons, the spinner): a 24-unit grid stroked in currentColor
 * with round ends, small and theme-aware, never a tab stop. `@internal`
 */
export function LineArt({ size = 20, ...rest }: LineArtProps): JSX.Element {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...rest}
    />
  );
}
