import { ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';
import { allWalletsStyles } from './AllWalletsView.styles';

/** How many times each row title was rendered as a ListItem (reset per test). */
const listItemRenders = new Map<string, number>();
jest.mock('@kit/ui', () => {
  const actual = jest.requireActual('@kit/ui');
  return {
    ...actual,
    ListItem: (props: { title: unknown }) => {
      if (typeof props.title === 'string') {
        listItemRenders.set(props.title, (listItemRenders.get(props.title) ?? 0) + 1);
      }
      return actual.ListItem(props);
    },
  };
});

/** A scripted Explorer API behind `fetch`: 100 wallets, search by name, failures on demand. */
function explorerStub() {
  const catalogue = Array.from({ length: 100 }, (_, index) => ({
    id: `w${index + 1}`,
    name: `Wallet ${String(index + 1).padStart(3, '0')}`,
    image_id: `image-${index + 1}`,
  }));
  const stub = {
    requests: [] as URL[],
    /** While true every request answers HTTP 500. */
    failing: false,
    fetch: jest.fn(async (input: string | URL) => {
      const url = new URL(String(input));
      stub.requests.push(url);
      const reply = (status: number, body: unknown) => ({
        ok: status < 400,
        status,
        headers: { get: () => null },
        text: async () => JSON.stringify(body),
      });
      if (stub.failing) return reply(500, { message: 'Internal error' });
      const search = url.searchParams.get('search');
      const matches = search
        ? catalogue.filter((wallet) => wallet.name.toLowerCase().includes(search.toLowerCase()))
        : catalogue;
      const page = Number(url.searchParams.get('page') ?? 1);
      const entries = Number(url.searchParams.get('entries') ?? 40);
      const data = matches.slice((page - 1) * entries, page * entries);
      return reply(200, { count: matches.length, data });
    }),
  };
  return stub;
}

let stub: ReturnType<typeof explorerStub>;
const realFetch = globalThis.fetch;

beforeEach(() => {
  listItemRenders.clear();
  stub = explorerStub();
  globalThis.fetch = stub.fetch as unknown as typeof fetch;
});

afterEach(async () => {
  await destroyTestKits();
  globalThis.fetch = realFetch;
});

const withCloud = { projectId: 'test-project', cloud: { explorerUrl: 'https://explorer.test' } };
const list = () => screen.getByRole('list', { name: 'Wallets' });
const rowTitles = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('button')
    .map((button) => button.querySelector('.kit-list-item-title')?.textContent);

describe('AllWalletsView', () => {
  it('shows skeletons while the first page loads, then the installed wallets and the catalogue', async () => {
    const { kit } = createTestKit(withCloud);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = stub.fetch.getMockImplementation()!;
    stub.fetch.mockImplementation(async (input) => {
      await gate;
      return answer(input);
    });
    renderModal(kit);
    await settle(() => kit.open({ view: 'AllWallets' }));
    // The installed wallets are listed at once; a skeleton row stands for the loading catalogue.
    expect(rowTitles(list())).toEqual(['Alpha Wallet', 'Beta Wallet']);
    expect(list().getAttribute('aria-busy')).toBe('true');
    expect(list().querySelectorAll('.kit-skeleton')).toHaveLength(1);
    await settle(release);
    await waitFor(() => expect(rowTitles(list()).length).toBeGreaterThan(0));
    const titles = rowTitles(list());
    expect(titles.slice(0, 3)).toEqual(['Alpha Wallet', 'Beta Wallet', 'Wallet 001']);
    // Virtualised: a window of the 42 rows is in the DOM, not all of them.
    expect(titles.length).toBeLessThan(42);
    expect(list().querySelector('li')?.getAttribute('aria-setsize')).toBe('-1');
  });

  it('asks for the next page when scrolled near the end', async () => {
    const { kit, dispatchedTypes } = createTestKit(withCloud);
    renderModal(kit);
    await settle(() => kit.open({ view: 'AllWallets' }));
    await waitFor(() => expect(rowTitles(list()).length).toBeGreaterThan(0));
    expect(dispatchedTypes()).not.toContain('wallets/nextPageRequested');
    const scroller = screen.getByTestId('kit-all-wallets-scroll');
    Object.defineProperty(scroller, 'scrollTop', { value: 64 * 34, configurable: true });
    await settle(() => fireEvent.scroll(scroller));
    await waitFor(() => expect(dispatchedTypes()).toContain('wallets/nextPageRequested'));
    await waitFor(() => expect(kit.getState().wallets.list).toHaveLength(80));
  });

  it('asks for the next page in a task of its own, not in the scroll that reached the end', async () => {
    const { kit, dispatchedTypes } = createTestKit(withCloud);
    renderModal(kit);
    await settle(() => kit.open({ view: 'AllWallets' }));
    await waitFor(() => expect(rowTitles(list()).length).toBeGreaterThan(0));
    const scroller = screen.getByTestId('kit-all-wallets-scroll');
    Object.defineProperty(scroller, 'scrollTop', { value: 64 * 34, configurable: true });
    // The scroll and everything it renders, synchronously: the rows near the end are shown...
    act(() => {
      fireEvent.scroll(scroller);
    });
    expect(rowTitles(list())).toContain('Wallet 040');
    // ...but the request (saga, fetch, loading row) waits for a task after it.
    expect(dispatchedTypes()).not.toContain('wallets/nextPageRequested');
    await settle();
    await waitFor(() => expect(dispatchedTypes()).toContain('wallets/nextPageRequested'));
  });

  it('renders the rows a scroll brings after the scroll event, not inside it', async () => {
    const { kit } = createTestKit(withCloud);
    renderModal(kit);
    await settle(() => kit.open({ view: 'AllWallets' }));
    await waitFor(() => expect(rowTitles(list())).toContain('Wallet 001'));
    const scroller = screen.getByTestId('kit-all-wallets-scroll');
    Object.defineProperty(scroller, 'scrollTop', { value: 64 * 20, configurable: true });
    // Outside act (fireEvent wraps it in one), as a browser dispatches it: a flushSync render
    // would put the rows in before dispatchEvent returns. (React says so; that is the point here.)
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    scroller.dispatchEvent(new Event('scroll'));
    error.mockRestore();
    expect(rowTitles(list())).not.toContain('Wallet 020');
    // The render is a task of its own, after the scroll's frame.
    await settle();
    await waitFor(() => expect(rowTitles(list())).toContain('Wallet 020'));
  });

  it("keeps the rows' images still while they load (no endless pulse per mounted row)", () => {
    expect(allWalletsStyles).toContain('.kit-virtual-row .kit-image[data-status]{animation:none}');
  });

  it("shows the rows' images when they load, without a fade (no composited animation per image)", () => {
    expect(allWalletsStyles).toContain('.kit-virtual-row .kit-image>img{transition:none}');
  });

  it('holds the pictures of the rows a scroll brings until it settles, then shows them', async () => {
    const { kit } = createTestKit(withCloud);
    renderModal(kit);
    await settle(() => kit.open({ view: 'AllWallets' }));
    await waitFor(() => expect(rowTitles(list())).toContain('Wallet 001'));
    const pictureOf = (title: string) =>
      within(list()).getByRole('button', { name: title }).querySelector('img');
    // At rest the rows show their pictures at once.
    expect(pictureOf('Wallet 001')?.getAttribute('src')).toContain('/getWalletImage/image-1');
    const scroller = screen.getByTestId('kit-all-wallets-scroll');
    Object.defineProperty(scroller, 'scrollTop', { value: 64 * 20, configurable: true });
    await settle(() => fireEvent.scroll(scroller));
    await waitFor(() => expect(rowTitles(list())).toContain('Wallet 022'));
    // Mounted while scrolling: the still placeholder, nothing requested yet.
    expect(pictureOf('Wallet 022')).toBeNull();
    expect(
      within(list()).getByRole('button', { name: 'Wallet 022' }).querySelector('.kit-image'),
    ).not.toBeNull();
    // The virtualiser calls the scroll over 150 ms after its last event.
    await waitFor(() =>
      expect(pictureOf('Wallet 022')?.getAttribute('src')).toContain('/getWalletImage/image-22'),
    );
  });

  it('a jump far down mounts the rows in view and two either side, no more', async () => {
    const { kit } = createTestKit(withCloud);
    renderModal(kit);
    await settle(() => kit.open({ view: 'AllWallets' }));
    await waitFor(() => expect(rowTitles(list())).toContain('Wallet 001'));
    const scroller = screen.getByTestId('kit-all-wallets-scroll');
    // A wheel step far past the window: every row in it is new and must be mounted.
    Object.defineProperty(scroller, 'scrollTop', { value: 64 * 20, configurable: true });
    await settle(() => fireEvent.scroll(scroller));
    const positions = [...list().querySelectorAll('li')].map((row) =>
      Number(row.getAttribute('aria-posinset')),
    );
    // No layout in jsdom: the box is taken as 8 rows tall, rows 21-28 (and the 29th's edge).
    expect(positions).toContain(21);
    expect(positions).toContain(28);
    expect(Math.min(...positions)).toBeGreaterThanOrEqual(21 - 2);
    expect(Math.max(...positions)).toBeLessThanOrEqual(29 + 2);
  });

  it('merges a page without rendering again the rows already shown', async () => {
    const { kit } = createTestKit(withCloud);
    renderModal(kit);
    await settle(() => kit.open({ view: 'AllWallets' }));
    await waitFor(() => expect(rowTitles(list())).toContain('Wallet 001'));
    const shown = rowTitles(list());
    const rendersBefore = shown.map((title) => listItemRenders.get(title!));
    await settle(() => kit.store.dispatch({ type: 'wallets/nextPageRequested' }));
    await waitFor(() => expect(kit.getState().wallets.list).toHaveLength(80));
    // Same window, same rows: the page grew the list below it and re-rendered none of them.
    expect(rowTitles(list())).toEqual(shown);
    expect(shown.map((title) => listItemRenders.get(title!))).toEqual(rendersBefore);
  });

  it('renders only the rows that scroll into view, each once', async () => {
    const { kit } = createTestKit(withCloud);
    renderModal(kit);
    await settle(() => kit.open({ view: 'AllWallets' }));
    await waitFor(() => expect(rowTitles(list())).toContain('Wallet 001'));
    const scroller = screen.getByTestId('kit-all-wallets-scroll');
    // One row down at a time, as a wheel or trackpad scrolls: the window moves by one row.
    for (let rows = 1; rows <= 6; rows += 1) {
      Object.defineProperty(scroller, 'scrollTop', { value: 64 * rows, configurable: true });
      await settle(() => fireEvent.scroll(scroller));
    }
    const shown = rowTitles(list());
    expect(shown).toContain('Wallet 010');
    // A virtual window, not the catalogue.
    expect(shown.length).toBeLessThan(30);
    expect(shown.every((title) => listItemRenders.get(title!) === 1)).toBe(true);
  });

  it('searches as typed (the saga trims and debounces) and lists the results', async () => {
    const { kit, dispatched } = createTestKit(withCloud);
    renderModal(kit);
    await settle(() => kit.open({ view: 'AllWallets' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), {
      target: { value: 'wallet 04 ' },
    });
    expect(dispatched).toContainEqual({
      type: 'wallets/walletSearchChanged',
      payload: { query: 'wallet 04 ' },
    });
    const results = await screen.findByRole('list', { name: 'Search results' }, { timeout: 2000 });
    expect(rowTitles(results)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Wallet 04${index}`),
    );
    expect(stub.requests.at(-1)?.searchParams.get('search')).toBe('wallet 04');
  });

  it('says when a search finds nothing', async () => {
    const { kit } = createTestKit(withCloud);
    renderModal(kit);
    await settle(() => kit.open({ view: 'AllWallets' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('No wallet matches “zzz”.', {}, { timeout: 2000 })).toBeTruthy();
  });

  it('shows skeletons alone while loading when nothing is installed', async () => {
    const { kit } = createTestKit({
      ...withCloud,
      adapter: new ScriptedAdapter({ connectors: [] }),
    });
    stub.fetch.mockImplementation(() => new Promise(() => undefined));
    renderModal(kit);
    await settle(() => kit.open({ view: 'AllWallets' }));
    const loading = screen.getByRole('status', { name: 'Loading wallets' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.querySelectorAll('.kit-skeleton').length).toBeGreaterThan(0);
  });

  it('shows its own error with Retry when the catalogue fails, and Retry loads it', async () => {
    const { kit, dispatchedTypes } = createTestKit({
      ...withCloud,
      adapter: new ScriptedAdapter({ connectors: [] }),
    });
    stub.failing = true;
    renderModal(kit);
    await settle(() => kit.open({ view: 'AllWallets' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain("Couldn't load wallets"),
    );
    expect(screen.getByRole('alert').textContent).toContain('Server error');
    stub.failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(dispatchedTypes()).toContain('wallets/walletsRetryRequested');
    await waitFor(() => expect(rowTitles(list())).toContain('Wallet 001'));
  });

  it('says the catalogue is unavailable without a cloud and still lists installed wallets', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open({ view: 'AllWallets' }));
    expect(kit.getState().wallets.status).toBe('unavailable');
    expect(rowTitles(list())).toEqual(['Alpha Wallet', 'Beta Wallet']);
  });

  it('keeps the installed wallets and shows the error with Retry under them', async () => {
    const { kit, dispatchedTypes } = createTestKit(withCloud);
    stub.failing = true;
    renderModal(kit);
    await settle(() => kit.open({ view: 'AllWallets' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Server error'));
    expect(rowTitles(list())).toEqual(['Alpha Wallet', 'Beta Wallet']);
    stub.failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(dispatchedTypes()).toContain('wallets/walletsRetryRequested');
    await waitFor(() => expect(rowTitles(list())).toContain('Wallet 001'));
  });

  it('says the catalogue is unavailable when nothing at all can be listed', async () => {
    const { kit } = createTestKit({ adapter: new ScriptedAdapter({ connectors: [] }) });
    renderModal(kit);
    await settle(() => kit.open({ view: 'AllWallets' }));
    expect(screen.getByText(/The wallet catalogue is not available/)).toBeTruthy();
  });

  it('connects an installed wallet in place and pairs a catalogue wallet by QR', async () => {
    const { kit, dispatchedTypes } = createTestKit(withCloud);
    renderModal(kit);
    await settle(() => kit.open({ view: 'AllWallets' }));
    await waitFor(() => expect(rowTitles(list())).toContain('Wallet 001'));
    fireEvent.click(within(list()).getByRole('button', { name: /Wallet 001/ }));
    await settle();
    expect(kit.getState().modal.view).toBe('ConnectingWalletConnect');
    expect(kit.getState().modal.viewData.at(-1)).toEqual({
      wallet: { id: 'w1', name: 'Wallet 001' },
    });
    await settle(() => kit.store.dispatch({ type: 'modal/goBack' }));
    fireEvent.click(within(list()).getByRole('button', { name: /Alpha Wallet/ }));
    await settle();
    expect(dispatchedTypes()).toContain('connection/connectRequested');
  });

  it('asks for the legal agreement when it is the first view (mobile)', async () => {
    const { kit } = createTestKit({ features: { legalCheckbox: true } });
    renderModal(kit, { mobile: true });
    await settle(() => kit.open({ view: 'AllWallets' }));
    const alpha = within(list()).getByRole('button', { name: /Alpha Wallet/ }) as HTMLButtonElement;
    expect(alpha.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(alpha.disabled).toBe(false);
  });

  it('leads from the first view (mobile) to Connect, naming the ways that wait there', async () => {
    const { kit } = createTestKit(withCloud);
    renderModal(kit, { mobile: true });
    await settle(() => kit.open({ view: 'AllWallets' }));
    const entry = screen.getByRole('button', { name: /^Other ways to connect/ });
    expect(entry.textContent).toContain('A QR code');
    await settle(() => fireEvent.click(entry));
    expect(kit.getState().modal.view).toBe('Connect');
    expect(kit.getState().modal.history).toEqual(['AllWallets', 'Connect']);
  });

  it('leaves the entry out when reached from Connect (Back is the way there)', async () => {
    const { kit } = createTestKit(withCloud);
    renderModal(kit);
    await settle(() => kit.open({ view: 'Connect' }));
    await settle(() =>
      kit.store.dispatch({ type: 'modal/pushed', payload: { view: 'AllWallets' } }),
    );
    await screen.findByRole('list', { name: 'Wallets' });
    expect(screen.queryByRole('button', { name: /^Other ways to connect/ })).toBeNull();
  });
});
