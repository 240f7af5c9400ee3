import type { ChainAdapter } from './chain-adapter';
import { canHostConnector, pairingConnectorId } from './pairing-connector';

const adapter = (extra: object) => ({ namespace: 'test', ...extra }) as unknown as ChainAdapter;
const hostMethods = { attachConnector() {}, detachConnector() {} };

describe('canHostConnector, the one way in for outside connectors', () => {
  it('needs both attachConnector and detachConnector', () => {
    expect(canHostConnector(adapter({}))).toBe(false);
    expect(canHostConnector(adapter({ attachConnector() {} }))).toBe(false);
    expect(canHostConnector(adapter(hostMethods))).toBe(true);
  });

  it('takes only the connector types the host declares', () => {
    const authOnly = adapter({ ...hostMethods, hostsConnectorTypes: ['AUTH'] });
    expect(canHostConnector(authOnly, 'AUTH')).toBe(true);
    expect(canHostConnector(authOnly, 'WALLET_CONNECT')).toBe(false);
  });

  it('reads a host that declares no types as a WalletConnect host, as hosts were before AUTH', () => {
    expect(canHostConnector(adapter(hostMethods), 'WALLET_CONNECT')).toBe(true);
    expect(canHostConnector(adapter(hostMethods), 'AUTH')).toBe(false);
  });

  it("names a namespace's pairing connector", () => {
    expect(pairingConnectorId('eip155')).toBe('eip155:walletConnect');
  });
});
