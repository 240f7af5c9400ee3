import type { ConnectorDescriptor } from '@kit/core';
import { memberOf, mergeMultiChainConnectors } from './multi-chain-connectors';

const evm: ConnectorDescriptor = {
  id: 'eip155:dev.kit.testwallet',
  name: 'Kit Test Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: 'data:image/svg+xml,evm',
  info: { rdns: 'dev.kit.testwallet' },
};
const sol: ConnectorDescriptor = {
  id: 'solana:Kit Test Wallet',
  name: 'Kit  test wallet',
  type: 'ANNOUNCED',
  chain: 'solana',
  imageUrl: 'data:image/svg+xml;base64,c29s',
};
const other: ConnectorDescriptor = {
  id: 'eip155:injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
};
const walletConnect: ConnectorDescriptor = {
  id: 'walletConnect',
  name: 'Kit Test Wallet',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
};

describe('mergeMultiChainConnectors', () => {
  it('shows one wallet of two namespaces once, acting for the active namespace', () => {
    const merged = mergeMultiChainConnectors([other, evm, sol], 'solana');
    expect(merged).toEqual([
      other,
      {
        id: 'solana:Kit Test Wallet',
        name: 'Kit  test wallet',
        type: 'MULTI_CHAIN',
        chain: 'solana',
        imageUrl: sol.imageUrl,
        info: { rdns: 'dev.kit.testwallet' },
        connectors: [
          { id: evm.id, chain: 'eip155' },
          { id: sol.id, chain: 'solana' },
        ],
      },
    ]);
    expect(mergeMultiChainConnectors([evm, sol], 'eip155')[0]).toMatchObject({
      id: evm.id,
      chain: 'eip155',
      imageUrl: evm.imageUrl,
    });
    // A namespace the wallet does not serve: it acts for its first namespace.
    expect(mergeMultiChainConnectors([sol, evm], 'bip122')[0]).toMatchObject({ id: sol.id });
  });

  it('leaves single-namespace wallets, other types and same-namespace namesakes alone', () => {
    const namesake: ConnectorDescriptor = { ...evm, id: 'eip155:other.rdns' };
    expect(mergeMultiChainConnectors([evm, walletConnect, namesake], 'eip155')).toEqual([
      evm,
      walletConnect,
      namesake,
    ]);
  });

  it('finds the merged connector of a member id', () => {
    const merged = mergeMultiChainConnectors([evm, sol], 'eip155');
    expect(memberOf(merged, sol.id)?.type).toBe('MULTI_CHAIN');
    expect(memberOf(merged, 'nope')).toBeUndefined();
  });
});
