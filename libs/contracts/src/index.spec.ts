import * as api from './index';

// Pins the public API of @kit/contracts: changing this list is a deliberate API change (STYLE.md).
describe('@kit/contracts public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'KIT_CONTRACT_ACCOUNT_ARTIFACT',
      'KIT_SMART_ACCOUNT_ARTIFACT',
      'KIT_TEST_TOKEN_ARTIFACT',
      'MULTICALL3_ADDRESS',
      'MULTICALL3_ARTIFACT',
    ]);
  });

  it('holds creation and runtime code for every contract', () => {
    for (const artifact of [
      api.KIT_CONTRACT_ACCOUNT_ARTIFACT,
      api.KIT_SMART_ACCOUNT_ARTIFACT,
      api.KIT_TEST_TOKEN_ARTIFACT,
      api.MULTICALL3_ARTIFACT,
    ]) {
      expect(artifact.bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/);
      expect(artifact.deployedBytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/);
      expect(Array.isArray(artifact.abi)).toBe(true);
    }
  });
});
