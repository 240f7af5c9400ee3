import * as api from './index';

// Pins the public API of @kit/embedded-wallet: changing this list is a deliberate API change (STYLE.md).
describe('@kit/embedded-wallet public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'EmbeddedEip1193Provider',
      'EmbeddedSolanaWallet',
      'EmbeddedWallet',
      'FrameBridge',
      'createEmbeddedWallet',
    ]);
  });
});
