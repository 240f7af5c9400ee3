// Issue 23: Activity rows shorten amounts and addresses; the exact values stay reachable (title
// for the pointer, screen-reader text). The page is reported as the activity saga reports it; the
// real history against the devnet is ActivityView.spec's.
import { transactionsFetched, type BlockchainTransaction } from '@kit/activity';
import { selectActiveCaipAddress } from '@kit/connection';
import { ALICE } from '@kit/connection/src/scripted-adapter.spec-helper';
import { screen, waitFor } from '@testing-library/react';
import {
  connectWallet,
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';

afterEach(destroyTestKits);

const SENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const received = {
  id: 'big',
  metadata: {
    operationType: 'receive',
    hash: '0x01',
    minedAt: new Date().toISOString(),
    sentFrom: SENDER,
    sentTo: ALICE,
    status: 'confirmed',
    nonce: 0,
  },
  transfers: [
    {
      direction: 'in',
      quantity: { numeric: '1000000' },
      value: 0,
      fungible_info: { symbol: 'KUSD' },
    },
  ],
} as BlockchainTransaction;

it('shows a shortened amount and address with the exact ones in the title and for screen readers', async () => {
  const { kit } = createTestKit();
  renderModal(kit);
  await connectWallet(kit);
  await settle(() => kit.open({ view: 'Activity' }));
  const caipAddress = selectActiveCaipAddress(kit.getState())!;
  await waitFor(() => expect(kit.getState().activity?.status).not.toBe('loading'));
  await settle(() =>
    kit.store.dispatch(transactionsFetched({ caipAddress, transactions: [received], reset: true })),
  );
  const amount = await screen.findByTitle('+1000000 KUSD');
  expect(amount.querySelector('[aria-hidden="true"]')?.textContent).toBe('+1M KUSD');
  expect(amount.querySelector('.kit-sr-only')?.textContent).toBe('+1000000 KUSD');
  const from = screen.getByTitle(`From ${SENDER}`);
  expect(from.querySelector('[aria-hidden="true"]')?.textContent).toBe('From 0x7099…79C8');
  expect(from.querySelector('.kit-sr-only')?.textContent).toBe(`From ${SENDER}`);
});
