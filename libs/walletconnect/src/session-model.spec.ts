import type { SessionTypes } from '@walletconnect/types';
import { addressesOn, toPairingSession } from './session-model';

const struct = {
  topic: 't'.repeat(64),
  expiry: 1_800_000_000,
  peer: {
    publicKey: 'p',
    metadata: { name: 'W', description: '', url: 'https://w', icons: ['x'] },
  },
  namespaces: {
    eip155: {
      accounts: ['eip155:31337:0xAbc', 'eip155:31338:0xAbc'],
      methods: ['personal_sign'],
      events: ['chainChanged'],
    },
  },
} as unknown as SessionTypes.Struct;

describe('toPairingSession', () => {
  it('copies accounts, derives chains from them, and defaults to the first account chain', () => {
    const session = toPairingSession(struct);
    expect(session).toEqual({
      topic: struct.topic,
      namespaces: {
        eip155: {
          accounts: ['eip155:31337:0xAbc', 'eip155:31338:0xAbc'],
          chains: ['eip155:31337', 'eip155:31338'],
          methods: ['personal_sign'],
          events: ['chainChanged'],
        },
      },
      defaultChain: { eip155: 'eip155:31337' },
      peer: { name: 'W', url: 'https://w', icons: ['x'] },
      expiresAt: 1_800_000_000_000,
    });
    expect(addressesOn(session, 'eip155', 'eip155:31338')).toEqual(['0xAbc']);
    expect(addressesOn(session, 'solana', undefined)).toEqual([]);
  });

  it('keeps a previous default chain that is still in the session, else falls back', () => {
    expect(toPairingSession(struct, { eip155: 'eip155:31338' }).defaultChain).toEqual({
      eip155: 'eip155:31338',
    });
    expect(toPairingSession(struct, { eip155: 'eip155:1' }).defaultChain).toEqual({
      eip155: 'eip155:31337',
    });
  });
});
