import path from 'node:path';

/**
 * Where the benchmark looks in the page: an element matching `selector` (searched through open
 * shadow roots too), visible, and whose text contains `text` when given.
 */
export interface ElementProbe {
  selector: string;
  text?: string;
}

/** How an app under test is found in its page. */
export interface AppProbes {
  /** The button that opens the modal. */
  button: ElementProbe;
  /** The first row of the wallet list, once the modal shows it. */
  walletList: ElementProbe;
}

/** Kit's minimal app: the one the size budget measures. */
export const KIT_APP = {
  id: 'kit',
  label: 'Kit',
  entry: path.join(__dirname, 'minimal-app.tsx'),
} as const;

/** Kit's minimal app with more namespaces: what each extra namespace costs before the click. */
export const KIT_NAMESPACE_APPS = [
  {
    id: 'kit-evm-solana',
    label: 'Kit EVM + Solana',
    entry: path.join(__dirname, 'minimal-app-solana.tsx'),
    /** Namespaces beyond the EVM app's one. */
    extraNamespaces: 1,
  },
  {
    id: 'kit-four-namespaces',
    label: 'Kit, four namespaces',
    entry: path.join(__dirname, 'minimal-app-four.tsx'),
    extraNamespaces: 3,
  },
] as const;

/** React + react-dom alone with a button and a list: the floor the bench divides Kit's times by. */
export const FLOOR_APP = {
  id: 'floor',
  label: 'Floor (react + react-dom)',
  entry: path.join(__dirname, 'floor-app.tsx'),
} as const;

/** Kit's scale app (AllWallets against a cloud the bench starts), for long tasks and latency. */
export const KIT_SCALE_APP = {
  id: 'kit-scale',
  label: 'Kit (scale)',
  entry: path.join(__dirname, 'scale', 'scale-app.tsx'),
} as const;

const KIT_PROBES: AppProbes = {
  button: { selector: 'button', text: 'Connect Wallet' },
  walletList: { selector: '.kit-card[data-view="Connect"] .kit-list button' },
};

/** Probes per app id, read off each app's own markup (the peers' test ids where they have them). */
export const APP_PROBES: Readonly<Record<string, AppProbes>> = {
  kit: KIT_PROBES,
  'kit-evm-solana': KIT_PROBES,
  'kit-four-namespaces': KIT_PROBES,
  floor: {
    button: { selector: 'button', text: 'Connect Wallet' },
    walletList: { selector: '.floor-wallet', text: 'Bench Wallet' },
  },
  'appkit-wagmi': {
    // The button sits in wui-connect-button's shadow root; its label is slotted from outside.
    button: { selector: 'wui-connect-button' },
    walletList: { selector: '[data-testid^="wallet-selector-"]' },
  },
  'appkit-wagmi-solana': {
    button: { selector: 'wui-connect-button' },
    walletList: { selector: '[data-testid^="wallet-selector-"]' },
  },
  'appkit-ethers': {
    // The button sits in wui-connect-button's shadow root; its label is slotted from outside.
    button: { selector: 'wui-connect-button' },
    walletList: { selector: '[data-testid^="wallet-selector-"]' },
  },
  rainbowkit: {
    button: { selector: '[data-testid="rk-connect-button"]' },
    walletList: { selector: '[data-testid^="rk-wallet-option-"]' },
  },
  connectkit: {
    button: { selector: 'button', text: 'Connect Wallet' },
    walletList: { selector: '[role="dialog"] button', text: 'Bench Wallet' },
  },
};
