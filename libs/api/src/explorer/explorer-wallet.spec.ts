import { toExplorerWallet } from './explorer-wallet';

describe('toExplorerWallet', () => {
  it('keeps custom-scheme and https app links, normalised by the URL parser', () => {
    expect(
      toExplorerWallet({
        id: 'a',
        name: 'A',
        mobile_link: 'aurorawallet://',
        desktop_link: 'https://a.example',
        webapp_link: 'https://app.a.example',
      }),
    ).toMatchObject({
      mobile_link: 'aurorawallet://',
      desktop_link: 'https://a.example/',
      webapp_link: 'https://app.a.example/',
    });
  });

  it.each([
    ['a javascript: deep link', { mobile_link: 'javascript:alert(1)' }],
    ['a data: deep link', { desktop_link: 'data:text/html,<script>x</script>' }],
    ['a custom scheme as web app link', { webapp_link: 'aurorawallet://' }],
    ['http off this machine', { homepage: 'http://a.example/' }],
    ['a link that is not a string', { mobile_link: { href: 'x://' } }],
    ['an rdns with spaces', { rdns: 'com. evil' }],
    ['an image id with a slash', { image_id: 'a/b' }],
    ['an order that is not a number', { order: '1' }],
  ])('drops %s', (_, field) => {
    const wallet = toExplorerWallet({ id: 'a', name: 'A', ...field });
    expect(wallet).toEqual({ id: 'a', name: 'A', chains: [], badge_type: 'none' });
  });

  it('keeps only CAIP-2 chain ids and reads an unknown badge as none', () => {
    expect(
      toExplorerWallet({
        id: 'a',
        name: 'A',
        chains: ['eip155:1', 'eip155', 42, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        badge_type: 'gold',
      }),
    ).toEqual({
      id: 'a',
      name: 'A',
      chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      badge_type: 'none',
    });
  });
});
