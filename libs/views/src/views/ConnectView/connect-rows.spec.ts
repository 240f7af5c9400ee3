import type { ConnectorDescriptor } from '@kit/core';
import type { RecentWallet } from '@kit/connection';
import type { WalletEntry } from '@kit/wallets';
import { buildConnectRows, type ConnectRowSources } from './connect-rows';

const connector = (
  id: string,
  name: string,
  type: ConnectorDescriptor['type'],
  extra: Partial<ConnectorDescriptor> = {},
): ConnectorDescriptor => ({ id, name, type, chain: 'eip155', ...extra });
const wallet = (id: string, name: string, extra: Partial<WalletEntry> = {}): WalletEntry => ({
  id,
  name,
  chains: [],
  badge_type: 'none',
  ...extra,
});
const recent = (
  connectorId: string,
  name: string,
  extra: Partial<RecentWallet> = {},
): RecentWallet => ({
  connectorId,
  name,
  namespace: 'eip155',
  lastUsedAt: 1,
  ...extra,
});

const sources = (overrides: Partial<ConnectRowSources> = {}): ConnectRowSources => ({
  connectors: [],
  recentWallets: [],
  featured: [],
  recommended: [],
  namespaceFilter: {},
  walletConnect: true,
  ...overrides,
});

describe('buildConnectRows', () => {
  it('orders the groups walletConnect, recent, installed, featured, external, recommended', () => {
    const rows = buildConnectRows(
      sources({
        connectors: [
          connector('eip155:ext', 'Integrator Wallet', 'EXTERNAL'),
          connector('eip155:mm', 'MetaMask', 'ANNOUNCED', { info: { rdns: 'io.metamask' } }),
          connector('eip155:wc', 'WalletConnect', 'WALLET_CONNECT'),
          connector('eip155:rb', 'Rabby', 'INJECTED'),
        ],
        recentWallets: [recent('eip155:rb', 'Rabby')],
        featured: [wallet('f1', 'Featured Wallet')],
        recommended: [wallet('r1', 'Recommended Wallet')],
      }),
    );
    expect(rows.map((row) => [row.group, row.name, row.tag])).toEqual([
      ['walletConnect', 'WalletConnect', 'QR code'],
      ['recent', 'Rabby', 'Recent'],
      ['injected', 'MetaMask', 'Installed'],
      ['featured', 'Featured Wallet', undefined],
      ['external', 'Integrator Wallet', undefined],
      ['recommended', 'Recommended Wallet', undefined],
    ]);
  });

  it('shows at most two recent wallets and never repeats one as installed', () => {
    const rows = buildConnectRows(
      sources({
        connectors: [
          connector('eip155:a', 'A', 'INJECTED'),
          connector('eip155:b', 'B', 'INJECTED'),
          connector('eip155:c', 'C', 'INJECTED'),
        ],
        recentWallets: [recent('eip155:c', 'C'), recent('eip155:a', 'A'), recent('eip155:b', 'B')],
      }),
    );
    expect(rows.map((row) => `${row.group}:${row.name}`)).toEqual([
      'recent:C',
      'recent:A',
      'injected:B',
    ]);
  });

  it('leaves out explorer wallets that are installed (rdns) or recent (explorer id)', () => {
    const rows = buildConnectRows(
      sources({
        connectors: [
          connector('eip155:mm', 'MetaMask', 'ANNOUNCED', { info: { rdns: 'io.metamask' } }),
        ],
        recentWallets: [recent('eip155:tw', 'Trust', { explorerId: 'trust' })],
        recommended: [
          wallet('mm', 'MetaMask', { rdns: 'IO.MetaMask' }),
          wallet('trust', 'Trust'),
          wallet('rainbow', 'Rainbow'),
        ],
      }),
    );
    expect(rows.map((row) => row.name)).toEqual(['Trust', 'MetaMask', 'Rainbow']);
    expect(rows[0]?.group).toBe('recent');
  });

  it('hides WalletConnect when it is disabled and namespaces the visitor filtered out', () => {
    const rows = buildConnectRows(
      sources({
        walletConnect: false,
        namespaceFilter: { solana: false },
        connectors: [
          connector('eip155:wc', 'WalletConnect', 'WALLET_CONNECT'),
          connector('solana:phantom', 'Phantom', 'ANNOUNCED', { chain: 'solana' }),
          connector('eip155:phantom', 'Phantom', 'ANNOUNCED'),
        ],
      }),
    );
    expect(rows.map((row) => row.key)).toEqual(['connector:eip155:phantom']);
  });

  it('shows a wallet installed in two namespaces once, connecting for the active namespace', () => {
    const connectors = [
      connector('eip155:phantom', 'Phantom', 'ANNOUNCED'),
      connector('solana:Phantom', 'Phantom', 'ANNOUNCED', { chain: 'solana' }),
    ];
    const forEvm = buildConnectRows(sources({ connectors, activeNamespace: 'eip155' }));
    expect(forEvm).toEqual([
      expect.objectContaining({
        connectorId: 'eip155:phantom',
        namespace: 'eip155',
        tag: 'Installed',
      }),
    ]);
    expect(forEvm[0]).not.toHaveProperty('description');
    const forSolana = buildConnectRows(sources({ connectors, activeNamespace: 'solana' }));
    expect(forSolana.map((row) => [row.kind === 'connector' && row.connectorId, row.tag])).toEqual([
      ['solana:Phantom', 'Installed'],
    ]);
  });

  it('shows a multi-chain wallet used recently once, as recent', () => {
    const rows = buildConnectRows(
      sources({
        connectors: [
          connector('eip155:phantom', 'Phantom', 'ANNOUNCED'),
          connector('solana:Phantom', 'Phantom', 'ANNOUNCED', { chain: 'solana' }),
        ],
        recentWallets: [recent('eip155:phantom', 'Phantom')],
        activeNamespace: 'solana',
      }),
    );
    expect(rows.map((row) => [row.kind === 'connector' && row.connectorId, row.tag])).toEqual([
      ['solana:Phantom', 'Recent'],
    ]);
  });

  it('names the namespace of two rows that share a name but are not one installed wallet', () => {
    const rows = buildConnectRows(
      sources({
        connectors: [
          connector('eip155:phantom', 'Phantom', 'EXTERNAL'),
          connector('solana:phantom', 'Phantom', 'EXTERNAL', { chain: 'solana' }),
        ],
      }),
    );
    expect(rows.map((row) => row.description)).toEqual(['EVM', 'Solana']);
  });
});
