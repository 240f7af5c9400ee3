import { summarize } from './summarize';

describe('summarising benchmark runs', () => {
  it('takes the middle value of an odd number of runs, with the range', () => {
    expect(summarize([50, 10, 40, 20, 30])).toEqual({
      median: 30,
      min: 10,
      max: 50,
      count: 5,
      runs: 5,
    });
  });

  it('averages the two middle values of an even number', () => {
    expect(summarize([4, 1, 3, 2]).median).toBe(2.5);
  });

  it('leaves runs that never got there out of the median but counts them as failures', () => {
    expect(summarize([null, 12, null, 8, 10])).toEqual({
      median: 10,
      min: 8,
      max: 12,
      count: 3,
      runs: 5,
    });
  });

  it('has no median when no run got there', () => {
    expect(summarize([null, null])).toEqual({
      median: null,
      min: null,
      max: null,
      count: 0,
      runs: 2,
    });
  });
});
