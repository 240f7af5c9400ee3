import { isAuthority, isUri } from './siwx-grammar';

// Inputs the first mutation run of siwx-grammar.ts found no spec for: each is decided by one check
// that the grammar property specs did not single out.
describe('siwx grammar edges', () => {
  it.each([
    ['[1:2:3::4:5:6::7:8]', false, 'two "::" even when the groups add up to eight'],
    ['[1:2:3:4:5:1.2.3.4::]', false, 'an IPv4 part before a trailing "::"'],
    ['[::1.2.3]', false, 'an IPv4 part of three numbers'],
    ['[::1.2.3.4.5]', false, 'an IPv4 part of five numbers'],
    ['[::1]:', true, 'an empty port after an IP literal'],
    ['[::1', false, 'no closing bracket'],
  ])('isAuthority(%s) is %s: %s', (authority, valid) => {
    expect(isAuthority(authority)).toBe(valid);
  });

  it.each([
    ['http://[::1]/?x=[1]', false, 'brackets in the query after an IPv6 host'],
    ['http://[::1]/?x=1', true, 'a query after an IPv6 host'],
    ['https://user@', false, 'an authority with no host'],
    ['https://ex%41', true, 'a pct-encoded last character of a host'],
    ['urn:kit session', false, 'a space in a rootless path'],
    ['example', false, 'no colon at all'],
  ])('isUri(%s) is %s: %s', (uri, valid) => {
    expect(isUri(uri)).toBe(valid);
  });
});
