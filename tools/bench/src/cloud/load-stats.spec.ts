import { countDeliveries, percentile, summarizeLatencies } from './load-stats';

describe('the cloud bench statistics', () => {
  it('takes nearest-rank percentiles', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });

  it('sorts unsorted latencies before summarising them', () => {
    expect(summarizeLatencies([30, 10, 20])).toEqual({ p50: 20, p99: 30, max: 30, count: 3 });
  });

  it('counts a delivery never made as lost and a repeated or unowed one as duplicated', () => {
    const owed = new Set(['b|m1', 'c|m1', 'b|m2']);
    expect(countDeliveries(owed, ['b|m1', 'b|m1', 'c|m1', 'a|m1'])).toEqual({
      expected: 3,
      delivered: 2,
      lost: 1,
      duplicated: 2,
    });
  });
});
