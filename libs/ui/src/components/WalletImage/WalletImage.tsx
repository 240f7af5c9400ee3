import { FallbackImage } from '../FallbackImage/FallbackImage';

/** Props of WalletImage. */
export interface WalletImageProps {
  /** The wallet's image URL; unsafe schemes (`javascript:`, `data:text/html`) are never loaded. */
  src?: string | undefined;
  /** The wallet's name, for the initials placeholder. */
  name: string;
  /** Width and height in px; 40 by default. */
  size?: number;
  /** Accessible name; empty (decorative) by default because the name is shown beside it. */
  alt?: string;
  className?: string;
  /** A brand Kit draws (e.g. 'walletconnect'), shown instead of `src` when known. */
  brand?: string | undefined;
  /**
   * Holds the picture back: the still placeholder shows and nothing is requested until it is
   * false (a long list that is scrolling fast loads the pictures of the rows it stops on only).
   */
  pending?: boolean;
}

/** A wallet logo in a rounded square, with a generated placeholder when the image is unusable. */
export function WalletImage({ size = 40, ...rest }: WalletImageProps) {
  return <FallbackImage {...rest} size={size} shape="rounded" />;
}
