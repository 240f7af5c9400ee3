import { DEFAULT_METHODS, kitDevnet, kitDevnet2, type KitNetwork } from '@kit/core';
import { buildProposalNamespaces, canSignInThroughSession } from './walletconnect-namespaces';

const solana: KitNetwork = {
  ...kitDevnet,
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
};
const custom: KitNetwork = { ...kitDevnet, caipNetworkId: 'cosmos:hub', chainNamespace: 'cosmos' };

describe('buildProposalNamespaces', () => {
  it('requires the default network and offers every configured one, with default methods and events', () => {
    const { requiredNamespaces, optionalNamespaces } = buildProposalNamespaces([
      kitDevnet,
      solana,
      kitDevnet2,
      kitDevnet,
    ]);
    expect(requiredNamespaces).toEqual({
      eip155: {
        chains: [kitDevnet.caipNetworkId],
        methods: [...DEFAULT_METHODS.eip155],
        events: ['accountsChanged', 'chainChanged'],
      },
    });
    expect(optionalNamespaces).toEqual({
      eip155: {
        chains: [kitDevnet.caipNetworkId, kitDevnet2.caipNetworkId],
        methods: [...DEFAULT_METHODS.eip155],
        events: ['accountsChanged', 'chainChanged'],
      },
      solana: {
        chains: [solana.caipNetworkId],
        methods: [...DEFAULT_METHODS.solana],
        events: ['accountsChanged', 'chainChanged'],
      },
    });
  });

  it('leaves out namespaces WalletConnect does not carry for Kit, and is empty without networks', () => {
    expect(buildProposalNamespaces([custom])).toEqual({
      requiredNamespaces: {},
      optionalNamespaces: {},
    });
  });
});

describe('canSignInThroughSession', () => {
  it('is true only when every chain is eip155 (spec §5)', () => {
    expect(canSignInThroughSession([kitDevnet, kitDevnet2])).toBe(true);
    expect(canSignInThroughSession([kitDevnet, solana])).toBe(false);
    expect(canSignInThroughSession([])).toBe(false);
  });
});
