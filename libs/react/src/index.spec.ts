import * as api from './index';

// Pins the public API of @kit/react: changing this list is a deliberate API change (STYLE.md).
describe('@kit/react public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'AccountButton',
      'ConnectButton',
      'KitProvider',
      'NetworkButton',
      'createCloudSiwxConfig',
      'createKit',
      'createLocalSiwxConfig',
      'useDisconnect',
      'useKit',
      'useKitAccount',
      'useKitBalance',
      'useKitDispatch',
      'useKitEvents',
      'useKitNetwork',
      'useKitProvider',
      'useKitSelector',
      'useKitState',
      'useSignMessage',
      'useWalletInfo',
    ]);
  });
});
