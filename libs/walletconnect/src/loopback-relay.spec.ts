import { isLoopbackRelay } from './loopback-relay';

describe('isLoopbackRelay', () => {
  it.each([
    ['ws://127.0.0.1:4000/relay', true],
    ['ws://127.1.2.3/relay', true],
    ['ws://localhost:4000', true],
    ['ws://[::1]:4000/relay', true],
    ['wss://relay.walletconnect.org', false],
    ['ws://127.0.0.1.example.com', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isLoopbackRelay(url)).toBe(expected);
  });
});
