import { CONSTANTS, sanitizeImageUrl } from '@kit/core';
import { useEffect, useState } from 'react';
import { BrandIcon, useBrandArt } from '../../icons/brand/BrandIcon';
import { cx } from '../../utils/cx';
import { placeholderFor } from '../../utils/placeholder';

/**
 * The outline of an image.
 * - `rounded`: a rounded square (wallets).
 * - `circle`: a circle (networks, tokens).
 * - `hex`: a hexagon (networks, AppKit style).
 * @internal
 */
export type ImageShape = 'rounded' | 'circle' | 'hex';

/** Props of FallbackImage. @internal */
export interface FallbackImageProps {
  /** Any URL; only what core's `sanitizeImageUrl` accepts is ever requested. */
  src?: string | undefined;
  /** The name the image stands for: the placeholder's initials and colour come from it. */
  name: string;
  /** Width and height in px. */
  size: number;
  shape: ImageShape;
  /** The accessible name; empty (decorative, the default) when the name is shown beside it. */
  alt?: string;
  className?: string;
  /**
   * A brand Kit draws itself (a network's `assets.imageId`, 'walletconnect'): when it has a mark
   * for it, the inline SVG is shown instead of any URL (the built-in networks need no request);
   * the URL waits for the drawings to say whether they have one.
   */
  brand?: string | undefined;
  /** Holds the picture back: the still placeholder, no request, until false. */
  pending?: boolean | undefined;
}

type Status = 'loading' | 'loaded' | 'failed';

/**
 * An image that never shows a broken icon: it waits on a skeleton, fades the image in when it
 * loads, and shows generated initials when the URL is missing or unsafe, the load fails, or
 * nothing arrives within CONSTANTS.IMAGE_PRELOAD_TIMEOUT_MS.
 * @internal
 */
export function FallbackImage({
  src,
  name,
  size,
  shape,
  alt = '',
  className,
  brand,
  pending = false,
}: FallbackImageProps) {
  const drawings = useBrandArt(brand !== undefined);
  if (pending || (brand !== undefined && drawings === undefined)) {
    return (
      <span
        className={cx('kit-image', className)}
        data-shape={shape}
        data-status="loading"
        style={{ width: size, height: size }}
      />
    );
  }
  if (brand !== undefined && drawings?.has(brand)) {
    return (
      <span
        className={cx('kit-image', className)}
        data-shape={shape}
        data-status="loaded"
        style={{ width: size, height: size }}
        {...(alt === '' ? {} : { role: 'img', 'aria-label': alt })}
      >
        <BrandIcon brand={brand} size={size} />
      </span>
    );
  }
  return (
    <RemoteImage src={src} name={name} size={size} shape={shape} alt={alt} className={className} />
  );
}

/** The remote image with its skeleton and initials fallback. */
function RemoteImage({ src, name, size, shape, alt = '', className }: FallbackImageProps) {
  const safeSrc = sanitizeImageUrl(src);
  // Outcomes are remembered per URL, so a new `src` starts over without an effect resetting state.
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const [failedSrc, setFailedSrc] = useState<string>();
  const status: Status =
    safeSrc === undefined || failedSrc === safeSrc
      ? 'failed'
      : loadedSrc === safeSrc
        ? 'loaded'
        : 'loading';

  useEffect(() => {
    if (status !== 'loading' || safeSrc === undefined) return;
    const timer = setTimeout(() => setFailedSrc(safeSrc), CONSTANTS.IMAGE_PRELOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [status, safeSrc]);

  const placeholder = status === 'failed' ? placeholderFor(name) : undefined;
  return (
    <span
      className={cx('kit-image', className)}
      data-shape={shape}
      data-status={status}
      style={{ width: size, height: size }}
    >
      {placeholder !== undefined && (
        <span
          className="kit-image-initials"
          style={{
            background: placeholder.background,
            color: placeholder.foreground,
            fontSize: Math.max(10, Math.round(size * 0.4)),
          }}
          {...(alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
        >
          {placeholder.initials}
        </span>
      )}
      {status !== 'failed' && (
        <img
          src={safeSrc}
          alt={alt}
          width={size}
          height={size}
          decoding="async"
          draggable={false}
          onLoad={() => setLoadedSrc(safeSrc)}
          onError={() => setFailedSrc(safeSrc)}
        />
      )}
    </span>
  );
}
