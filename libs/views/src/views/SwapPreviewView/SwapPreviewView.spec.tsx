// SwapPreview's numbers and steps over a real Kit, the prepared swap reported as the swap saga
// reports it (the build against the devnet's pool is covered by the swap saga spec and journey).
import { type SwapToken } from '@kit/swap';
import { swapFromTokenSelected, swapPrepared, swapToTokenSelected } from '@kit/swap/actions';
import { screen, within } from '@testing-library/react';
import {
  connectWallet,
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
  type TestKit,
} from '../../testing/kit-harness.spec-helper';

afterEach(destroyTestKits);

const ETH: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
};
const KUSD: SwapToken = {
  name: 'Kit USD',
  symbol: 'KUSD',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  decimals: 18,
};
const tx = (gas: string, gasPrice: string) => ({
  caipNetworkId: 'eip155:1' as const,
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  data: '0x',
  value: '0',
  gas,
  gasPrice,
});

async function preview(from: SwapToken, to: SwapToken, approve: boolean): Promise<TestKit> {
  const testKit = createTestKit();
  renderModal(testKit.kit);
  await connectWallet(testKit.kit);
  await settle(() => testKit.kit.open({ view: 'SwapPreview' }));
  await settle(() => {
    testKit.kit.store.dispatch(swapFromTokenSelected(from));
    testKit.kit.store.dispatch(swapToTokenSelected(to));
    // 189,501 gas at 1,750,400,401 wei: 0.000331702626389901 ETH, like the fee of issue 23.
    testKit.kit.store.dispatch(
      swapPrepared({
        swap: tx('189501', '1750400401'),
        ...(approve ? { approve: tx('1', '1') } : {}),
      }),
    );
  });
  return testKit;
}

describe('SwapPreviewView (issue 23)', () => {
  it('shows the network fee to 3 decimals, rounded up as a bound, with the exact fee reachable', async () => {
    await preview(ETH, KUSD, false);
    const fee = await screen.findByTestId('kit-swap-fee');
    expect(fee.getAttribute('title')).toBe('0.000331702626389901 ETH');
    expect(fee.querySelector('[aria-hidden="true"]')?.textContent).toBe('<0.001 ETH');
    expect(fee.querySelector('.kit-sr-only')?.textContent).toBe('0.000331702626389901 ETH');
  });

  it('lists no approval step for the native coin, which needs none', async () => {
    await preview(ETH, KUSD, false);
    const steps = within(await screen.findByRole('list', { name: 'Steps' }));
    expect(steps.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      '1Swap ETH for KUSD',
    ]);
  });

  it('keeps the done approval step of a token', async () => {
    await preview(KUSD, ETH, false);
    const steps = within(await screen.findByRole('list', { name: 'Steps' }));
    expect(steps.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'KUSD approved',
      '2Swap KUSD for ETH',
    ]);
  });
});
