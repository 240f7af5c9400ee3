import { formatCaipNetworkId } from './caip';

describe('formatCaipNetworkId with a numeric reference', () => {
  it('takes a safe integer', () => {
    expect(formatCaipNetworkId('eip155', 2 ** 53 - 1)).toBe('eip155:9007199254740991');
  });

  // String(2 ** 53) is all digits and would pass the reference charset: the id it names is not
  // the chain the caller holds (2 ** 53 + 1 has no exact number).
  it.each([2 ** 53, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (reference) => {
    expect(() => formatCaipNetworkId('eip155', reference)).toThrow(
      expect.objectContaining({ code: 'INVALID_CAIP_NETWORK_ID' }),
    );
  });
});
