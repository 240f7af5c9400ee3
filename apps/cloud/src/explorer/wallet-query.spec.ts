import type { CatalogueWallet } from './catalogue-wallet';
import { parseWalletQuery, queryWallets } from './wallet-query';

function wallet(
  name: string,
  order: number,
  extra: Partial<CatalogueWallet> = {},
): CatalogueWallet {
  return {
    id: `id-${order}`,
    name,
    rdns: `com.${name.toLowerCase().replace(/\s/g, '')}`,
    image_id: `img-${order}`,
    chains: ['eip155:1'],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    homepage: null,
    badge_type: 'none',
    order,
    ...extra,
  };
}

const wallets = [
  wallet('Aurora Wallet', 1, { badge_type: 'certified' }),
  wallet('Basalt', 2, { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
  wallet('Aurora Pay', 3, { rdns: null }),
  wallet('Cobalt Vault', 4, { chains: ['eip155:137', 'bip122:000000000019d6689c085ae165831e93'] }),
];
const names = (page: { data: CatalogueWallet[] }) => page.data.map((item) => item.name);

describe('parseWalletQuery', () => {
  it('defaults to page 1 of 40', () => {
    expect(parseWalletQuery({})).toEqual({ page: 1, entries: 40 });
  });

  it('splits comma lists, trims items and the search, and ignores blanks', () => {
    expect(
      parseWalletQuery({
        include: ' a, b ,,',
        search: '  aurora ',
        chains: '',
        badge_type: 'certified',
      }),
    ).toEqual({ page: 1, entries: 40, include: ['a', 'b'], search: 'aurora', badge: 'certified' });
    expect(parseWalletQuery({ search: '   ' })).toEqual({ page: 1, entries: 40 });
  });

  it('accepts `badge` as another name for `badge_type`', () => {
    expect(parseWalletQuery({ badge: 'none' }).badge).toBe('none');
  });

  it.each([
    ['page', '0'],
    ['page', '-1'],
    ['page', '1.5'],
    ['entries', 'ten'],
    ['entries', '101'],
    ['badge_type', 'gold'],
  ])('rejects %s=%s with a 400', (name, value) => {
    expect(() => parseWalletQuery({ [name]: value })).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
  });
});

describe('queryWallets', () => {
  const run = (query: Record<string, string>) => queryWallets(wallets, parseWalletQuery(query));

  it('pages 1-based and counts every match', () => {
    expect(run({ entries: '3' })).toMatchObject({ count: 4 });
    expect(names(run({ entries: '3' }))).toEqual(['Aurora Wallet', 'Basalt', 'Aurora Pay']);
    expect(names(run({ entries: '3', page: '2' }))).toEqual(['Cobalt Vault']);
    expect(run({ entries: '3', page: '3' })).toEqual({ count: 4, data: [] });
  });

  it('searches names case-insensitively', () => {
    expect(names(run({ search: 'AURORA' }))).toEqual(['Aurora Wallet', 'Aurora Pay']);
  });

  it('caps a search at 100 results', () => {
    const many = Array.from({ length: 150 }, (_, i) => wallet(`Twin ${i}`, i + 1));
    const page = queryWallets(
      many,
      parseWalletQuery({ search: 'twin', entries: '100', page: '2' }),
    );
    expect(page).toEqual({ count: 100, data: [] });
  });

  it('includes and excludes by id', () => {
    expect(names(run({ include: 'id-4,id-2' }))).toEqual(['Basalt', 'Cobalt Vault']);
    expect(names(run({ exclude: 'id-1,id-3' }))).toEqual(['Basalt', 'Cobalt Vault']);
  });

  it('keeps wallets supporting at least one of the chains', () => {
    expect(names(run({ chains: 'eip155:137,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }))).toEqual([
      'Basalt',
      'Cobalt Vault',
    ]);
  });

  it('filters by badge, names and rdns, case-insensitively for names and rdns', () => {
    expect(names(run({ badge_type: 'certified' }))).toEqual(['Aurora Wallet']);
    expect(names(run({ names: 'basalt,cobalt vault' }))).toEqual(['Basalt', 'Cobalt Vault']);
    expect(names(run({ rdns: 'COM.BASALT' }))).toEqual(['Basalt']);
  });
});
