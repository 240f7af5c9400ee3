import { useEffect, useState } from 'react';
import type { BrandArt } from './brand-art';
import type { BrandId } from './brand-ids';

type Art = Readonly<Record<BrandId, BrandArt>>;
let art: Art | undefined;
let loading: Promise<Art> | undefined;

/**
 * Loads the brand drawings (once; a failed load is forgotten so the next icon asks again). They
 * are a chunk of their own so no app pays for them before the modal opens (the size budget).
 */
export function loadBrandIcons(): Promise<Art> {
  if (loading === undefined) {
    const pending = import('./brand-art').then((module) => (art = module.BRAND_ART));
    pending.catch(() => (loading = undefined));
    loading = pending;
  }
  return loading;
}

/** Props of BrandIcon. */
export interface BrandIconProps {
  brand: BrandId;
  /** Width and height in px; 24 by default. */
  size?: number;
  className?: string;
}

/**
 * A brand mark (social provider, WalletConnect, network) drawn as an inline SVG. Decorative: the
 * control or the text beside it carries the name. Until its drawings arrive it is an empty box of
 * the same size, so nothing moves when they do.
 */
export function BrandIcon({ brand, size = 24, className }: BrandIconProps) {
  const [drawings, setDrawings] = useState(art);
  useEffect(() => {
    if (drawings !== undefined) return;
    let live = true;
    loadBrandIcons().then(
      (loaded) => live && setDrawings(loaded),
      // Not loaded (offline, a chunk that did not arrive): the box stays empty, nothing breaks.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [drawings]);
  const drawing = drawings?.[brand];
  return (
    <svg
      className={className === undefined ? 'kit-brand-icon' : `kit-brand-icon ${className}`}
      data-brand={brand}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {drawing !== undefined &&
        (drawing.shape === 'circle' ? (
          <circle cx="12" cy="12" r="12" fill={drawing.background} />
        ) : (
          <rect width="24" height="24" rx="6" fill={drawing.background} />
        ))}
      {drawing?.paths.map((path, index) => (
        <path
          key={index}
          d={path.d}
          fill={path.stroke === undefined ? (path.fill ?? 'none') : 'none'}
          {...(path.stroke !== undefined && {
            stroke: path.stroke,
            strokeWidth: path.width ?? 1.5,
            strokeLinecap: 'round' as const,
            strokeLinejoin: 'round' as const,
          })}
        />
      ))}
    </svg>
  );
}
