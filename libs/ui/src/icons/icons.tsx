import type { JSX, SVGProps } from 'react';
import { LineArt } from './line-art';

/** Props of every Kit icon: SVG attributes plus a pixel size and an optional accessible title. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in px; 20 by default. */
  size?: number;
  /**
   * The icon's accessible name. Without it the icon is decorative (`aria-hidden`), which is what
   * an icon next to text or inside a labelled button should be.
   */
  title?: string;
}

/** A Kit icon component. */
export type IconComponent = ((props: IconProps) => JSX.Element) & { displayName: string };

// One path each on LineArt's grid.
function createIcon(d: string, displayName: string): IconComponent {
  const Icon = ({ title, ...rest }: IconProps): JSX.Element => (
    <LineArt
      {...(title === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': title })}
      {...rest}
    >
      <path d={d} />
    </LineArt>
  );
  Icon.displayName = displayName;
  return Icon;
}

const CIRCLE = 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z';

/** A cross: close or dismiss. */
export const CloseIcon = /* @__PURE__ */ createIcon('M6 6l12 12M18 6 6 18', 'CloseIcon');
/** A left chevron: back. */
export const BackIcon = /* @__PURE__ */ createIcon('M15 18l-6-6 6-6', 'BackIcon');
/** A right chevron: a row that opens another view. */
export const ChevronRightIcon = /* @__PURE__ */ createIcon('M9 18l6-6-6-6', 'ChevronRightIcon');
/** Two overlapping sheets: copy to clipboard. */
export const CopyIcon = /* @__PURE__ */ createIcon(
  'M11 9h7a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2h-7a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2zM5 15a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2',
  'CopyIcon',
);
/** A tick: done, copied, selected. */
export const CheckIcon = /* @__PURE__ */ createIcon('M5 12.5l4.5 4.5L19 7.5', 'CheckIcon');
/** A box with an outgoing arrow: opens in a new tab. */
export const ExternalLinkIcon = /* @__PURE__ */ createIcon(
  'M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4',
  'ExternalLinkIcon',
);
/** A wallet. */
export const WalletIcon = /* @__PURE__ */ createIcon(
  'M19 8V6a1 1 0 0 0-1-1H6a2 2 0 0 0 0 4h13a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a2 2 0 0 1-2-2V7M16 14h.01',
  'WalletIcon',
);
/** A globe: networks. */
export const NetworkIcon = /* @__PURE__ */ createIcon(
  `${CIRCLE}M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18`,
  'NetworkIcon',
);
/** A QR code. */
export const QrIcon = /* @__PURE__ */ createIcon(
  'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h3v3h-3zM20 20h.01M17 20h.01M20 17h.01',
  'QrIcon',
);
/** A magnifying glass: search. */
export const SearchIcon = /* @__PURE__ */ createIcon(
  'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  'SearchIcon',
);
/** A triangle with an exclamation mark. */
export const WarningIcon = /* @__PURE__ */ createIcon(
  'M10.3 4.9 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.9a2 2 0 0 0-3.4 0zM12 9.5v4M12 17h.01',
  'WarningIcon',
);
/** A circled cross: failure. */
export const ErrorIcon = /* @__PURE__ */ createIcon(`${CIRCLE}M15 9l-6 6M9 9l6 6`, 'ErrorIcon');
/** A circled i: information. */
export const InfoIcon = /* @__PURE__ */ createIcon(`${CIRCLE}M12 11v5M12 8h.01`, 'InfoIcon');
/** A quarter arc; spin it (see Spinner) for progress. */
export const SpinnerIcon = /* @__PURE__ */ createIcon('M21 12a9 9 0 0 0-9-9', 'SpinnerIcon');
/** Two opposite arrows: swap. */
export const ExchangeIcon = /* @__PURE__ */ createIcon(
  'M7 4 3 8l4 4M3 8h14M17 12l4 4-4 4M21 16H7',
  'ExchangeIcon',
);
/** An arrow up and right: send. */
export const SendIcon = /* @__PURE__ */ createIcon('M7 17 17 7M8 7h9v9', 'SendIcon');
/** An arrow down and left: receive. */
export const ReceiveIcon = /* @__PURE__ */ createIcon('M17 7 7 17M16 17H7V8', 'ReceiveIcon');
/** A bank card: buy with fiat. */
export const CardIcon = /* @__PURE__ */ createIcon(
  'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 10h18M7 15h3',
  'CardIcon',
);

/** Every icon by name, for data that names an icon (a toast's `svg`). */
export const ICONS = {
  close: CloseIcon,
  back: BackIcon,
  chevronRight: ChevronRightIcon,
  copy: CopyIcon,
  check: CheckIcon,
  externalLink: ExternalLinkIcon,
  wallet: WalletIcon,
  network: NetworkIcon,
  qr: QrIcon,
  search: SearchIcon,
  warning: WarningIcon,
  error: ErrorIcon,
  info: InfoIcon,
  spinner: SpinnerIcon,
  exchange: ExchangeIcon,
  send: SendIcon,
  receive: ReceiveIcon,
  card: CardIcon,
} as const satisfies Record<string, IconComponent>;

/** The name of an icon in `ICONS`. */
export type IconName = keyof typeof ICONS;

/** True when `name` names an icon in `ICONS` (own keys only, so 'toString' is not one). */
export function isIconName(name: unknown): name is IconName {
  return typeof name === 'string' && Object.hasOwn(ICONS, name);
}
