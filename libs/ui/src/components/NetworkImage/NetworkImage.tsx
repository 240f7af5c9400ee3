import { FallbackImage } from '../FallbackImage/FallbackImage';

/** Props of NetworkImage. */
export interface NetworkImageProps {
  /** The network's image URL; unsafe schemes are never loaded. */
  src?: string | undefined;
  /** The network's name, for the initials placeholder. */
  name: string;
  /** Width and height in px; 40 by default. */
  size?: number;
  /**
   * - `round` (default): a circle.
   * - `hex`: a hexagon.
   */
  shape?: 'round' | 'hex';
  /** Accessible name; empty (decorative) by default because the name is shown beside it. */
  alt?: string;
  className?: string;
  /** The network's `assets.imageId`: a built-in network's mark is drawn inline instead of `src`. */
  brand?: string | undefined;
}

/** A network logo, round or hexagonal, with a generated placeholder when the image is unusable. */
export function NetworkImage({ size = 40, shape = 'round', ...rest }: NetworkImageProps) {
  return <FallbackImage {...rest} size={size} shape={shape === 'hex' ? 'hex' : 'circle'} />;
}
