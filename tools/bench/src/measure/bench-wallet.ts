/**
 * Runs in the page before any app script: announces one EIP-6963 wallet, so every app under test
 * (Kit and the peers alike) has the same installed wallet to list, and nothing else. Its provider
 * answers the read-only calls a modal makes before connecting; it is never connected.
 * Self-contained: Playwright serialises it into the page.
 */
export function announceBenchWallet(): void {
  const provider = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_chainId') return '0x1';
      if (method === 'eth_accounts') return [];
      if (method === 'net_version') return '1';
      throw Object.assign(new Error('Unsupported method'), { code: 4200 });
    },
    on: () => provider,
    removeListener: () => provider,
  };
  const icon =
    'data:image/svg+xml;base64,' +
    btoa(
      '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="8" fill="#3b82f6"/></svg>',
    );
  const detail = Object.freeze({
    info: Object.freeze({
      uuid: '0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f',
      name: 'Bench Wallet',
      icon,
      rdns: 'dev.kit.bench',
    }),
    provider,
  });
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}
