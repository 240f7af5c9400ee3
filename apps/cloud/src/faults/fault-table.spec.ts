import { FaultTable } from './fault-table';

describe('FaultTable', () => {
  it('returns the fault of an exact path until cleared', () => {
    const faults = new FaultTable();
    faults.set('/getWallets', { kind: 'status', status: 500 });
    expect(faults.take('/getWallets')).toEqual({ kind: 'status', status: 500 });
    expect(faults.take('/getWallets')).toEqual({ kind: 'status', status: 500 });
    expect(faults.take('/getWalletsX')).toBeUndefined();
    faults.clear('/getWallets');
    expect(faults.take('/getWallets')).toBeUndefined();
  });

  it('applies a fault only `times` times', () => {
    const faults = new FaultTable();
    faults.set('/e', { kind: 'rate-limit', times: 2 });
    expect(faults.take('/e')).toBeDefined();
    expect(faults.take('/e')).toBeDefined();
    expect(faults.take('/e')).toBeUndefined();
  });

  it('matches a trailing * as a prefix, the longest prefix and exact paths first', () => {
    const faults = new FaultTable();
    faults.set('/public/*', { kind: 'status', status: 502 });
    faults.set('/public/getTokenImage/*', { kind: 'status', status: 503 });
    faults.set('/public/getTokenImage/ETH', { kind: 'status', status: 504 });
    expect(faults.take('/public/getAssetImage/ethereum')).toMatchObject({ status: 502 });
    expect(faults.take('/public/getTokenImage/DAI')).toMatchObject({ status: 503 });
    expect(faults.take('/public/getTokenImage/ETH')).toMatchObject({ status: 504 });
  });

  it('clears every fault at once', () => {
    const faults = new FaultTable();
    faults.set('/a', { kind: 'slow', delayMs: 1 });
    faults.set('/b*', { kind: 'malformed' });
    faults.clear();
    expect(faults.take('/a')).toBeUndefined();
    expect(faults.take('/b')).toBeUndefined();
  });

  it('refuses a non-positive `times`', () => {
    expect(() => new FaultTable().set('/a', { kind: 'malformed', times: 0 })).toThrow(RangeError);
  });
});
