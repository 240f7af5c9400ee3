import { use, useMemo, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { loadQrEncoder, qrPath, type QrErrorCorrection } from './qr-path';

// Share of the code's width blanked for a logo: about 5% of the area, well inside what level H
// (30%) recovers, while a logo stays recognisable.
const LOGO_SHARE = 0.22;

/** Props of QrCode. */
export interface QrCodeProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The text to encode, e.g. a WalletConnect pairing URI. */
  value: string;
  /** Width and height in px (the code scales down with its container); 280 by default. */
  size?: number;
  /**
   * A logo drawn in the centre, e.g. a WalletImage; it is stretched to the blank square and
   * raises error correction to H so the code still scans.
   */
  logo?: ReactNode;
  /** Error correction without a logo; `M` by default. A logo always uses `H`. */
  errorCorrection?: QrErrorCorrection;
  /** Blank modules around the code; 4 by default, as the QR standard asks. */
  quietZone?: number;
  /** What the code is for ("Scan with your phone's wallet"); "QR code" by default. */
  'aria-label'?: string;
}

/**
 * A QR code as one SVG path on white (it suspends the first time, while the encoder loads; see
 * loadQrEncoder to load it ahead) with a quiet zone and an optional centre logo; always dark
 * on light, whatever the theme, because many scanners cannot read inverted codes.
 */
export function QrCode({
  value,
  size = 280,
  logo,
  errorCorrection = 'M',
  quietZone = 4,
  'aria-label': label = 'QR code',
  className,
  style,
  ...rest
}: QrCodeProps) {
  // Until the encoder's chunk is in, suspend (the nearest Suspense shows its fallback). use() is
  // called on every render, never conditionally: React warns when a render that suspended on
  // use() finishes without calling it.
  use(loadQrEncoder());
  const hasLogo = logo !== undefined && logo !== null && logo !== false;
  const ecc: QrErrorCorrection = hasLogo ? 'H' : errorCorrection;
  const { modules, d, hole } = useMemo(
    () => qrPath(value, ecc, hasLogo ? LOGO_SHARE : 0),
    [value, ecc, hasLogo],
  );
  const quiet = Math.max(0, Math.floor(quietZone));
  const total = modules + 2 * quiet;
  return (
    <div {...rest} className={cx('kit-qr', className)} style={{ width: size, ...style }}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`${-quiet} ${-quiet} ${total} ${total}`}
        shapeRendering="crispEdges"
        data-modules={modules}
        data-ecc={ecc}
      >
        <rect x={-quiet} y={-quiet} width={total} height={total} fill="#fff" />
        <path d={d} fill="#141518" />
      </svg>
      {hasLogo && (
        <div
          className="kit-qr-logo"
          aria-hidden="true"
          style={{ width: `${((hole - 1) / total) * 100}%` }}
        >
          {logo}
        </div>
      )}
    </div>
  );
}
