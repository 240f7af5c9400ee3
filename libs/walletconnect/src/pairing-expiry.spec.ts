import { isPairingExpired, pairingExpiryFrom } from './pairing-expiry';

describe('pairing expiry (spec §4, §9)', () => {
  it('sets the expiry 4 minutes ahead', () => {
    expect(pairingExpiryFrom(1_000)).toBe(241_000);
    expect(pairingExpiryFrom(1_000, 5_000)).toBe(6_000);
  });

  it('is expired when missing or within 10 s of the expiry', () => {
    expect(isPairingExpired(undefined, 0)).toBe(true);
    expect(isPairingExpired(100_000, 89_999)).toBe(false);
    expect(isPairingExpired(100_000, 90_000)).toBe(true);
    expect(isPairingExpired(100_000, 200_000)).toBe(true);
  });
});
