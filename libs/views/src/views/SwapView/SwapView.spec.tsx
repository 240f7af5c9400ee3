// The Swap and SwapPreview views over a real Kit. jsdom cannot host apps/cloud, so the swap API
// here is one nobody answers (127.0.0.1:9): the views' failure paths are real, and the states a
// working API would produce are put in the store as the saga reports them. Swapping through the
// real pool is covered by the saga spec (apps/cloud on anvil) and the browser journey.
import type { SwapToken, SwapTransaction } from '@kit/swap';
import { UserRejectedRequestError, mainnet, sepolia, type TransactionRequest } from '@kit/core';
import { ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import {
  swapAmountChanged,
  swapFromTokenSelected,
  swapPrepared,
  swapQuoteLoaded,
  swapTokensLoaded,
  swapToTokenSelected,
} from '@kit/swap/actions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  connectWallet,
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';

afterEach(destroyTestKits);
jest.setTimeout(30_000);

const UNANSWERED_CLOUD = { projectId: 'kit-test', cloud: { url: 'http://127.0.0.1:9' } };
const CHAIN = 'eip155:1';
const USD: SwapToken = {
  name: 'Kit USD',
  symbol: 'KUSD',
  decimals: 6,
  address: `${CHAIN}:0x5FbDB2315678afecb367f032d93F642f64180aa3`,
};
const KIT: SwapToken = {
  name: 'Kit Token',
  symbol: 'KIT',
  decimals: 18,
  address: `${CHAIN}:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512`,
};
const tx = (to: string, gas: string): SwapTransaction => ({
  caipNetworkId: CHAIN,
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  to,
  data: '0x095ea7b3',
  value: '0',
  gas,
  gasPrice: '1000000000',
});

/** A kit connected on `network` with a swap API nobody answers, opened on Swap from Account. */
async function openSwap(network = mainnet) {
  const adapter = new ScriptedAdapter({
    capabilities: { sendTransaction: true },
    defaultCaipNetworkId: network.caipNetworkId,
  });
  const sendTransaction = jest.fn<Promise<{ hash: string }>, [TransactionRequest]>();
  Object.assign(adapter, { sendTransaction });
  const testKit = createTestKit({ adapter, networks: [network], ...UNANSWERED_CLOUD });
  renderModal(testKit.kit);
  await connectWallet(testKit.kit);
  await settle(() => testKit.kit.open({ view: 'Account' }));
  return { ...testKit, sendTransaction };
}

describe('SwapView', () => {
  it("says 'Network not supported for Swaps' on a network without swaps, with no Swap button on Account", async () => {
    const { kit } = await openSwap(sepolia);
    expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull();
    await settle(() => kit.open({ view: 'Swap' }));
    expect(await screen.findByText('Network not supported for Swaps')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says why the token list failed when the swap API is down, and tries again on request', async () => {
    const { kit } = await openSwap();
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
    expect(
      await screen.findByText('The service could not be reached', undefined, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Swaps are not available')).toBeTruthy();
    const before = kit.getState().swap?.tokensStatus;
    expect(before).toBe('error');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(kit.getState().swap?.tokensStatus).toBe('error'));
    expect(
      await screen.findByText('The service could not be reached', undefined, { timeout: 5_000 }),
    ).toBeTruthy();
  });

  it('shows the quote failure when the quote endpoint is down, and keeps Review off', async () => {
    const { kit } = await openSwap();
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
    await screen.findByText('Swaps are not available', undefined, { timeout: 5_000 });
    await settle(() =>
      kit.store.dispatch(swapTokensLoaded({ caipNetworkId: CHAIN, tokens: [USD, KIT] })),
    );
    await settle(() => kit.store.dispatch(swapFromTokenSelected(USD)));
    await settle(() => kit.store.dispatch(swapToTokenSelected(KIT)));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '10' } });
    // The quote goes out 500 ms after the last keystroke and finds nobody.
    expect((await screen.findByRole('alert', {}, { timeout: 8_000 })).textContent).toBe(
      'The service could not be reached',
    );
    expect(
      (screen.getByRole('button', { name: 'Review swap' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('reviews a quoted swap: the amount, the minimum at 1 % slippage, then Approve KUSD before Swap', async () => {
    const { kit, sendTransaction } = await openSwap();
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
    await screen.findByText('Swaps are not available', undefined, { timeout: 5_000 });
    await settle(() =>
      kit.store.dispatch(swapTokensLoaded({ caipNetworkId: CHAIN, tokens: [USD, KIT] })),
    );
    await settle(() => kit.store.dispatch(swapFromTokenSelected(USD)));
    await settle(() => kit.store.dispatch(swapToTokenSelected(KIT)));
    await settle(() => kit.store.dispatch(swapAmountChanged({ amount: '10' })));
    // The saga's own quote finds nobody; then the quote a working API gives is put in.
    await screen.findByRole('alert', {}, { timeout: 8_000 });
    await settle(() =>
      kit.store.dispatch(
        swapQuoteLoaded({
          quote: { fromAmount: '10000000', toAmount: '40000000000000000000' },
          allowance: '0',
        }),
      ),
    );
    expect(screen.getByTestId('kit-swap-to-amount').textContent).toBe('40 KIT');
    const review = screen.getByRole('button', { name: 'Review swap' }) as HTMLButtonElement;
    expect(review.disabled).toBe(false);
    fireEvent.click(review);
    // SwapPreview asks the API to build the transactions; nobody answers, and it says so.
    expect(
      await screen.findByText('The swap could not be prepared', undefined, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    // What the saga reports once the API has built both transactions.
    await settle(() =>
      kit.store.dispatch(
        swapPrepared({
          approve: tx(USD.address.split(':')[2]!, '60000'),
          swap: tx(KIT.address.split(':')[2]!, '240000'),
        }),
      ),
    );
    expect(screen.getByTestId('kit-swap-minimum').textContent).toBe('39.6 KIT');
    // Fee: (60,000 + 240,000) gas × 1 gwei.
    expect(screen.getByText('0.0003 ETH')).toBeTruthy();
    expect(screen.getByText('Swap KUSD for KIT')).toBeTruthy();

    // The visitor refuses the allowance: the step stays, with the rejection, and no Swap.
    sendTransaction.mockRejectedValueOnce(new UserRejectedRequestError());
    fireEvent.click(screen.getByRole('button', { name: 'Approve KUSD' }));
    // Said on the step and in a toast.
    await waitFor(() => expect(screen.getAllByText('User rejected the request')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Approve KUSD' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull();
    expect(sendTransaction).toHaveBeenCalledTimes(1);
    expect(sendTransaction.mock.calls[0]![0]).toMatchObject({
      to: USD.address.split(':')[2],
      gas: '60000',
      gasPrice: '1000000000',
    });
  });
});
