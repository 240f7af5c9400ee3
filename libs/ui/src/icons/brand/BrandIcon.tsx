import { useEffect, useState } from 'react';

type Art = ReadonlyMap<string, string>;
let art: Art | undefined;
let loading: Promise<Art> | undefined;

/**
 * Loads the brand drawings (once; a failed load is forgotten so the next use asks again). They
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

/**
 * The brand drawings once loaded, else undefined; `wanted` starts the load. A failed load (offline,
 * a chunk that did not arrive) reads as no drawings at all, so callers fall back. @internal
 */
export function useBrandArt(wanted = true): Art | undefined {
  const [drawings, setDrawings] = useState(art);
  useEffect(() => {
    if (!wanted || drawings !== undefined) return;
    let live = true;
    loadBrandIcons().then(
      (loaded) => live && setDrawings(loaded),
      () => live && setDrawings(new Map()),
    );
    return () => {
      live = false;
    };
  }, [wanted, drawings]);
  return drawings;
}

/** Props of BrandIcon. */
export interface BrandIconProps {
  /** A social provider ('google', 'x'...), 'walletconnect' or a built-in network's imageId. */
  brand: string;
  /** Width and height in px; 24 by default. */
  size?: number;
  className?: string;
}

/**
 * A brand mark drawn as an inline SVG. Decorative: the control or the text beside it carries the
 * name. Until its drawings arrive (or for an unknown brand) it is an empty box of the same size,
 * so nothing moves when they do.
 */
export function BrandIcon({ brand, size = 24, className }: BrandIconProps) {
  const drawing = useBrandArt()?.get(brand) ?? '';
  return (
    <svg
      className={className === undefined ? 'kit-brand-icon' : `kit-brand-icon ${className}`}
      data-brand={brand}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      // Kit's own constant markup (brand-art.ts), never data.
      dangerouslySetInnerHTML={{ __html: drawing }}
    />
  );
}
