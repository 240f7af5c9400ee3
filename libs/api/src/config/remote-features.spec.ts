import { featuresFromRemote, type RemoteFeature } from './remote-features';

const feature = (id: string, isEnabled: boolean, config: unknown = null): RemoteFeature => ({
  id,
  isEnabled,
  config,
});

describe('featuresFromRemote', () => {
  it('reads e-mail and known socials from social_login, ignoring unknown providers', () => {
    expect(
      featuresFromRemote([feature('social_login', true, ['google', 'email', 'myspace'])]),
    ).toEqual({
      email: true,
      socials: ['google'],
    });
  });

  it('turns socials off when social_login lists only e-mail', () => {
    expect(featuresFromRemote([feature('social_login', true, ['email'])])).toEqual({
      email: true,
      socials: false,
    });
  });

  it('has no opinion on logins, swaps or on-ramp when enabled without a provider list', () => {
    expect(
      featuresFromRemote([
        feature('social_login', true),
        feature('swap', true),
        feature('onramp', true),
      ]),
    ).toEqual({});
  });

  it('turns swaps and on-ramp on with providers and off when disabled or empty', () => {
    expect(
      featuresFromRemote([feature('swap', true, ['1inch']), feature('onramp', false, ['meld'])]),
    ).toEqual({ swaps: true, onramp: false });
    expect(featuresFromRemote([feature('swap', true, [])])).toEqual({ swaps: false });
  });

  it('maps plain flags by isEnabled to our names', () => {
    expect(
      featuresFromRemote([
        feature('activity', false),
        feature('reown_branding', true),
        feature('multi_wallet', true),
        feature('email_capture', true, []),
        feature('fund_from_exchange', true),
        feature('payments', false),
        feature('reown_authentication', true),
      ]),
    ).toEqual({
      activity: false,
      reownBranding: true,
      multiWallet: true,
      emailCapture: true,
      payWithExchange: true,
      payments: false,
      reownAuthentication: true,
    });
  });

  it('ignores features it does not know and leaves absent ones out', () => {
    expect(featuresFromRemote([feature('headless', true), feature('teleport', true)])).toEqual({});
  });
});
