// Kit's own simplified drawings of brand marks on a 24×24 grid (a background and a few paths
// each): the social login providers, WalletConnect, and the networks of core's tables by their
// `assets.imageId`. Only ever imported dynamically (loadBrandIcons), so no app pays for them
// before the modal opens. Fixed markup written here, never data: safe to set as innerHTML.

/** SVG inner markup by brand id. @internal */
export const BRAND_ART: ReadonlyMap<string, string> = new Map([
  [
    'google',
    '<rect width="24" height="24" rx="6" fill="#fff"/><path d="M17.6 7.4A7 7 0 0 0 6.4 9" fill="none" stroke="#EA4335" stroke-width="3"/><path d="M6.4 9a7 7 0 0 0 0 6" fill="none" stroke="#FBBC05" stroke-width="3"/><path d="M6.4 15a7 7 0 0 0 11.5 1.7" fill="none" stroke="#34A853" stroke-width="3"/><path d="M17.9 16.7A7 7 0 0 0 19 12h-6.5" fill="none" stroke="#4285F4" stroke-width="3"/>',
  ],
  [
    'x',
    '<rect width="24" height="24" rx="6" fill="#000"/><path d="M6 6h3.6l8.4 12h-3.6z" fill="#fff"/><path d="M17.2 6l-4.6 5.3M11.4 12.7L6.8 18" fill="none" stroke="#fff" stroke-width="1.6"/>',
  ],
  [
    'discord',
    '<rect width="24" height="24" rx="6" fill="#5865F2"/><path d="M7.5 7.6c1-.5 2-.8 3-.9l.4.8h2.2l.4-.8c1 .1 2 .4 3 .9 1.5 2.3 2 4.6 1.8 7.4-1.1.9-2.3 1.4-3.4 1.7l-.7-1.2.9-.5-.3-.3c-2 .9-4.3.9-6.4 0l-.3.3.9.5-.7 1.2c-1.1-.3-2.3-.8-3.4-1.7-.3-2.8.3-5.1 1.8-7.4z" fill="#fff"/><path d="M9.2 12.5a1.3 1.4 0 1 0 2.6 0 1.3 1.4 0 1 0-2.6 0zm3 0a1.3 1.4 0 1 0 2.6 0 1.3 1.4 0 1 0-2.6 0z" fill="#5865F2"/>',
  ],
  [
    'farcaster',
    '<rect width="24" height="24" rx="6" fill="#855DCD"/><path d="M6.5 6h11v12h-2.6v-4.6a2.9 2.9 0 0 0-5.8 0V18H6.5z" fill="#fff"/>',
  ],
  [
    'github',
    '<circle cx="12" cy="12" r="12" fill="#181717"/><path d="M9.3 19.3v-2.1c-2.3.5-2.6-1-2.6-1-.4-.9-.9-1.2-.9-1.2-.8-.5 0-.5 0-.5.8.1 1.3.9 1.3.9.8 1.3 2 .9 2.2.7.1-.6.3-.9.6-1.1-2-.2-3.8-1-3.8-4.2 0-.9.3-1.7.9-2.3-.1-.2-.4-1.1.1-2.2 0 0 .7-.2 2.4.9a8 8 0 0 1 4.2 0c1.6-1.1 2.4-.9 2.4-.9.4 1.1.2 2 .1 2.2.5.6.9 1.4.9 2.3 0 3.2-2 4-3.8 4.2.3.3.6.8.6 1.6v3.4" fill="#fff"/>',
  ],
  [
    'apple',
    '<rect width="24" height="24" rx="6" fill="#000"/><path d="M15.3 12.4c0-1.5 1.2-2.2 1.3-2.3-.7-1-1.8-1.2-2.2-1.2-.9-.1-1.8.6-2.3.6s-1.2-.5-2-.5a3 3 0 0 0-2.5 1.6c-1.1 1.9-.3 4.6.8 6.1.5.7 1.1 1.6 1.9 1.5.8 0 1-.5 2-.5s1.2.5 2 .5 1.3-.8 1.8-1.5c.6-.8.8-1.6.8-1.7 0 0-1.6-.6-1.6-2.6zM13.8 7.8c.4-.5.7-1.2.6-1.9-.6 0-1.3.4-1.7.9-.4.4-.7 1.1-.6 1.8.7.1 1.3-.3 1.7-.8z" fill="#fff"/>',
  ],
  [
    'facebook',
    '<circle cx="12" cy="12" r="12" fill="#1877F2"/><path d="M13.4 21v-6.6h2.2l.4-2.6h-2.6v-1.6c0-.8.3-1.3 1.4-1.3H16V6.6c-.3 0-1.1-.1-2-.1-2 0-3.3 1.2-3.3 3.4v1.9H8.5v2.6h2.2V21z" fill="#fff"/>',
  ],
  [
    'walletconnect',
    '<rect width="24" height="24" rx="6" fill="#3B99FC"/><path d="M6.8 10.2a7.4 7.4 0 0 1 10.4 0" fill="none" stroke="#fff" stroke-width="1.8"/><path d="M4.8 12.6l2.6 2.6 2.6-2.6 2 2 2-2 2.6 2.6 2.6-2.6" fill="none" stroke="#fff" stroke-width="1.8"/>',
  ],
  [
    'ethereum',
    '<circle cx="12" cy="12" r="12" fill="#627EEA"/><path d="M12 3.8l5 8.3-5 3-5-3z" fill="#fff"/><path d="M12 16.1l5-3-5 7-5-7z" fill="rgba(255,255,255,.7)"/>',
  ],
  [
    'arbitrum',
    '<circle cx="12" cy="12" r="12" fill="#213147"/><path d="M7.5 17.5l4.5-11 4.5 11" fill="none" stroke="#28A0F0" stroke-width="2"/><path d="M9.6 17.5l2.4-6 2.4 6" fill="none" stroke="#fff" stroke-width="1.6"/>',
  ],
  [
    'optimism',
    '<circle cx="12" cy="12" r="12" fill="#FF0420"/><path d="M4.8 12a2.4 3 0 1 0 4.8 0 2.4 3 0 1 0-4.8 0" fill="none" stroke="#fff" stroke-width="1.7"/><path d="M12.6 15V9h2.8a1.8 1.8 0 0 1 0 3.6h-2.8" fill="none" stroke="#fff" stroke-width="1.7"/>',
  ],
  [
    'base',
    '<circle cx="12" cy="12" r="12" fill="#0052FF"/><path d="M12 19.5a7.5 7.5 0 1 0-7.5-8.3h10v1.6h-10a7.5 7.5 0 0 0 7.5 6.7z" fill="#fff"/>',
  ],
  [
    'polygon',
    '<circle cx="12" cy="12" r="12" fill="#8247E5"/><path d="M9.5 14.3l-2.7-1.6V9.6l2.7-1.5 2.7 1.5v4.9l2.6 1.5 2.7-1.5v-3.1l-2.7-1.6" fill="none" stroke="#fff" stroke-width="1.5"/>',
  ],
  [
    'bnb',
    '<circle cx="12" cy="12" r="12" fill="#F3BA2F"/><path d="M12 5.5l2 2-2 2-2-2zM12 14.5l2 2-2 2-2-2zM7.5 10l2 2-2 2-2-2zM16.5 10l2 2-2 2-2-2zM12 10l2 2-2 2-2-2z" fill="#fff"/>',
  ],
  [
    'avalanche',
    '<circle cx="12" cy="12" r="12" fill="#E84142"/><path d="M11.1 6.3l-5 8.9c-.3.5 0 1 .6 1h3.2l2.1-3.7-.9-6.2zM13.9 11.2l-2.4 5h5.8c.6 0 .9-.5.6-1z" fill="#fff"/>',
  ],
  [
    'gnosis',
    '<circle cx="12" cy="12" r="12" fill="#3E6957"/><path d="M8.5 12.5a2 2 0 1 0 4 0 2 2 0 0 0-4 0m3 0a2 2 0 1 0 4 0 2 2 0 0 0-4 0" fill="none" stroke="#fff" stroke-width="1.5"/><path d="M6.5 8.5L9 10.3M17.5 8.5L15 10.3" fill="none" stroke="#fff" stroke-width="1.5"/>',
  ],
  [
    'zksync',
    '<circle cx="12" cy="12" r="12" fill="#1E69FF"/><path d="M5.5 12l4-4v2.8l4.5 0M18.5 12l-4 4v-2.8l-4.5 0" fill="none" stroke="#fff" stroke-width="1.7"/>',
  ],
  [
    'fantom',
    '<circle cx="12" cy="12" r="12" fill="#1969FF"/><path d="M12 5l4 2.3v9.4L12 19l-4-2.3V7.3zM8 12l4 2.3 4-2.3M8 7.3l4 2.3 4-2.3" fill="none" stroke="#fff" stroke-width="1.4"/>',
  ],
  [
    'kaia',
    '<circle cx="12" cy="12" r="12" fill="#BFF009"/><path d="M8 6.5v11M16 6.5L9.5 12l6.5 5.5" fill="none" stroke="#040404" stroke-width="2"/>',
  ],
  [
    'aurora',
    '<circle cx="12" cy="12" r="12" fill="#70D44B"/><path d="M12 6.5l5.5 10h-11z" fill="none" stroke="#fff" stroke-width="1.8"/>',
  ],
  [
    'solana',
    '<circle cx="12" cy="12" r="12" fill="#000"/><path d="M8.3 7h9.5l-2.1 2.1H6.2z" fill="#14F195"/><path d="M8.3 13.1h9.5l-2.1-2.2H6.2z" fill="#80ECFF"/><path d="M8.3 14.9h9.5L15.7 17H6.2z" fill="#9945FF"/>',
  ],
  [
    'bitcoin',
    '<circle cx="12" cy="12" r="12" fill="#F7931A"/><path d="M9.3 6.8v10.4M9.3 7h3.6a2.4 2.4 0 0 1 0 4.8H9.3m0 0h4.3a2.6 2.6 0 0 1 0 5.2H8.2M8 7h1.3M11 5.5v1.5m0 10v1.5m2-13v1.5m0 10v1.5" fill="none" stroke="#fff" stroke-width="1.6"/>',
  ],
  [
    'polkadot',
    '<circle cx="12" cy="12" r="12" fill="#E6007A"/><path d="M10.1 6.0a1.9 1.9 0 1 0 3.8 0a1.9 1.9 0 1 0-3.8 0M15.3 9.0a1.9 1.9 0 1 0 3.8 0a1.9 1.9 0 1 0-3.8 0M15.3 15.0a1.9 1.9 0 1 0 3.8 0a1.9 1.9 0 1 0-3.8 0M10.1 18.0a1.9 1.9 0 1 0 3.8 0a1.9 1.9 0 1 0-3.8 0M4.9 15.0a1.9 1.9 0 1 0 3.8 0a1.9 1.9 0 1 0-3.8 0M4.9 9.0a1.9 1.9 0 1 0 3.8 0a1.9 1.9 0 1 0-3.8 0" fill="#fff"/>',
  ],
  [
    'kusama',
    '<circle cx="12" cy="12" r="12" fill="#000"/><path d="M7 17.5c1-4 3-7.5 7.5-10.5 1.5-.8 3-.3 2.5 1.2-.6 2-3.4 3.2-5.4 3.8 1.6.5 2.6 2.3 3.4 5.5" fill="none" stroke="#fff" stroke-width="1.5"/>',
  ],
  [
    'kit-devnet',
    '<rect width="24" height="24" rx="6" fill="#4F46E5"/><path d="M8.5 6.5v11M16 6.5l-6 5.5 6 5.5" fill="none" stroke="#fff" stroke-width="2.2"/>',
  ],
]);
