import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it("replaces the OpenID Connect callback's code and state, keeping the other parameters", () => {
    expect(redactUrl('/secure/social/callback?code=abc123&state=s3cr3t&iss=https%3A%2F%2Fid')).toBe(
      '/secure/social/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fid',
    );
  });

  it('replaces tokens whatever the case or encoding of their name', () => {
    expect(redactUrl('/relay?auth=eyJ.x.y&projectId=kit-local&Token=t&%61uthToken=u')).toBe(
      '/relay?auth=[redacted]&projectId=kit-local&Token=[redacted]&%61uthToken=[redacted]',
    );
  });

  it('replaces a capability in the path and keeps what follows it', () => {
    expect(redactUrl('/secure/email-change/4f9c2e')).toBe('/secure/email-change/[redacted]');
    expect(redactUrl('/onramp/checkout/sess-1/confirm?x=1')).toBe(
      '/onramp/checkout/[redacted]/confirm?x=1',
    );
  });

  it('leaves other URLs as they are', () => {
    expect(redactUrl('/getWallets?projectId=kit-local&page=2')).toBe(
      '/getWallets?projectId=kit-local&page=2',
    );
    expect(redactUrl('/v1/account/0xabc/balance')).toBe('/v1/account/0xabc/balance');
  });
});
