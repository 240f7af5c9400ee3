// The OnRamp view over a real Kit whose Blockchain API nobody answers (127.0.0.1:9; jsdom cannot
// host apps/cloud): the §8 fallbacks are what it shows, the sample options and the stand-in
// quote. Buying through the real checkout is covered by the saga spec and the browser journey.
import { mainnet, sepolia } from '@kit/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  connectWallet,
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';

jest.setTimeout(30_000);

const UNANSWERED_CLOUD = { projectId: 'kit-test', cloud: { url: 'http://127.0.0.1:9' } };

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(async () => {
  open.mockRestore();
  await destroyTestKits();
});

async function openOnRamp(network = mainnet) {
  const testKit = createTestKit({ networks: [network], ...UNANSWERED_CLOUD });
  renderModal(testKit.kit);
  await connectWallet(testKit.kit);
  await settle(() => testKit.kit.open({ view: 'Account' }));
  fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
  return testKit;
}

const amount = () => screen.getByRole('textbox', { name: 'Amount' });
const checkout = () =>
  screen.getByRole('button', { name: 'Continue to checkout' }) as HTMLButtonElement;

describe('OnRampView', () => {
  it('falls back to the sample options, limits the amount, and marks the stand-in quote as an estimate', async () => {
    await openOnRamp();
    const buy = (await screen.findByRole(
      'combobox',
      { name: 'Buy' },
      // The options request fails after the client's retries; then the sample options show.
      { timeout: 5_000 },
    )) as HTMLSelectElement;
    expect([...buy.options].map((option) => option.text)).toEqual([
      'ETH — Ether',
      'USDC — USD Coin',
    ]);
    const payIn = screen.getByRole('combobox', { name: 'Pay in' }) as HTMLSelectElement;
    expect([...payIn.options].map((option) => option.text)).toEqual(['USD', 'EUR']);
    expect(screen.getByText('Enter an amount')).toBeTruthy();
    // The chosen currencies' images come from the Explorer API's currency and token routes.
    const imageIn = (select: HTMLSelectElement) =>
      select.parentElement?.querySelector('img')?.getAttribute('src');
    const query = 'projectId=kit-test&st=appkit&sv=2.22.0';
    expect(imageIn(payIn)).toBe(`http://127.0.0.1:9/public/getCurrencyImage/USD?${query}`);
    expect(imageIn(buy)).toBe(`http://127.0.0.1:9/public/getTokenImage/ETH?${query}`);

    fireEvent.change(amount(), { target: { value: '5' } });
    await settle();
    expect(screen.getByText('Enter an amount between 10.00 and 7500.00 USD')).toBeTruthy();
    expect(checkout().disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    fireEvent.change(amount(), { target: { value: '20000' } });
    await settle();
    expect(screen.getByText('Between 10.00 and 25000.00 USD')).toBeTruthy();
    await screen.findByText('The quote service is unavailable: amounts are estimates.', undefined, {
      timeout: 8_000,
    });
    expect(screen.getByTestId('kit-onramp-amount').textContent).toBe('20000 USD');
    expect(checkout().disabled).toBe(false);
  });

  it("says 'Popup closed' when the browser blocks the checkout popup", async () => {
    await openOnRamp();
    await screen.findByRole('combobox', { name: 'Buy' }, { timeout: 5_000 });
    fireEvent.change(amount(), { target: { value: '50' } });
    await waitFor(() => expect(checkout().disabled).toBe(false), { timeout: 8_000 });
    fireEvent.click(checkout());
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'kit-onramp',
      'popup=yes,width=600,height=800,scrollbars=yes',
    );
    await waitFor(() => expect(screen.getAllByText('Popup closed').length).toBeGreaterThan(0));
  });

  it('offers nothing on a network without an on-ramp (Buy is hidden on Account)', async () => {
    const { kit } = createTestKit({ networks: [sepolia], ...UNANSWERED_CLOUD });
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'OnRamp' }));
    // Sepolia is EVM, so the feature is offered; the sample options sell nothing there.
    expect(
      await screen.findByText('Nothing to buy here', undefined, { timeout: 5_000 }),
    ).toBeTruthy();
  });
});
