import { kitDevnet } from '@kit/core';
import { startCloud, type Cloud } from '@kit/cloud';
import { createDevnetProvider, startDevnet, toDevnetInfo, type Devnet } from '@kit/testing';
import { ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JsonRpcProvider } from 'ethers';
import {
  connectWallet,
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';
import { useNodeNetworking } from '../../testing/jsdom-cloud.spec-helper';

jest.setTimeout(60_000);

let devnet: Devnet;
let cloud: Cloud;
let provider: JsonRpcProvider;

useNodeNetworking();

beforeAll(async () => {
  devnet = await startDevnet();
  provider = createDevnetProvider(devnet.chains[0]!);
  cloud = await startCloud({ devnet: toDevnetInfo(devnet) });
});

afterAll(async () => {
  await cloud?.stop();
  provider?.destroy();
  await devnet?.stop();
});

afterEach(async () => {
  await destroyTestKits();
  cloud?.faults.clear();
});

/**
 * The account whose history the list shows: not anvil's first account (the scripted wallet's
 * default), which the cloud sends from when it deploys its swap pool on the first price read.
 */
const sender = () => devnet.accounts[7]!.address;

async function send(count: number): Promise<string[]> {
  const hashes: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const hash = (await provider.send('eth_sendTransaction', [
      { from: sender(), to: devnet.accounts[8]!.address, value: '0x1' },
    ])) as string;
    while ((await provider.send('eth_getTransactionReceipt', [hash])) === null) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    hashes.push(hash);
  }
  return hashes;
}

async function openActivity(options: Parameters<typeof createTestKit>[0] = {}) {
  const testKit = createTestKit({
    networks: [kitDevnet],
    projectId: 'kit-local',
    cloud: { url: cloud.url },
    ...options,
  });
  renderModal(testKit.kit);
  await connectWallet(testKit.kit);
  await settle(() => testKit.kit.open({ view: 'Account' }));
  fireEvent.click(screen.getByRole('button', { name: /Activity/ }));
  return testKit;
}

const rows = () =>
  [...document.querySelectorAll('[data-transaction]')].map((row) =>
    row.getAttribute('data-transaction'),
  );

describe('ActivityView', () => {
  it("lists the account's devnet transfers newest first under Today, and pages with Load more", async () => {
    const hashes = await send(51);
    const adapter = new ScriptedAdapter();
    adapter.accounts = [{ address: sender() }];
    await openActivity({ adapter });
    const today = await screen.findByRole('region', { name: 'Today' }, { timeout: 10_000 });
    expect(within(today).getAllByText(/^To 0x/).length).toBeGreaterThan(0);
    expect(within(today).getAllByText('-<0.001 ETH').length).toBeGreaterThan(0);
    expect(rows()).toHaveLength(50);
    expect(rows().slice(0, 50)).toEqual([...hashes].reverse().slice(0, 50));

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows().length).toBeGreaterThan(50));
    expect(rows().slice(0, 51)).toEqual([...hashes].reverse());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('shows the empty state for an account without transactions', async () => {
    const { adapter } = createTestKit();
    await destroyTestKits();
    adapter.accounts = [{ address: '0x00000000000000000000000000000000000000aa' }];
    await openActivity({ adapter });
    await screen.findByText('No activity yet');
  });

  it("shows 'Failed to fetch transactions' with Try again, which fetches again", async () => {
    cloud.faults.set('/v1/account/*', { kind: 'status', status: 500 });
    await openActivity();
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Failed to fetch transactions',
      ),
    );
    cloud.faults.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  });

  it('is offered for EVM only while the activity feature is on', async () => {
    const { kit } = createTestKit({ networks: [kitDevnet], features: { activity: false } });
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'Account' }));
    expect(screen.queryByRole('button', { name: /Activity/ })).toBeNull();
  });
});
