import { kitDevnet } from '@kit/core';
import { startCloud, type Cloud } from '@kit/cloud';
import { ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import { startDevnet, toDevnetInfo, type Devnet } from '@kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  connectWallet,
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';
import { useNodeNetworking } from '../../testing/jsdom-cloud.spec-helper';

// Values and totals of Account and Send, priced by the real apps/cloud from the devnet's swap pool.

jest.setTimeout(60_000);

let devnet: Devnet;
let cloud: Cloud;

useNodeNetworking();

beforeAll(async () => {
  devnet = await startDevnet();
  cloud = await startCloud({ devnet: toDevnetInfo(devnet) });
});

afterAll(async () => {
  await cloud?.stop();
  await devnet?.stop();
});

afterEach(destroyTestKits);

/** Connects a wallet holding the devnet's account 3 (10,000 ETH, 1,000,000 KUSD and KIT). */
async function openAccount() {
  const adapter = new ScriptedAdapter();
  adapter.accounts = [{ address: devnet.accounts[3]!.address }];
  adapter.onConnect = async () => ({
    accounts: adapter.accounts,
    caipNetworkId: kitDevnet.caipNetworkId,
  });
  const testKit = createTestKit({
    adapter,
    networks: [kitDevnet],
    projectId: 'kit-local',
    cloud: { url: cloud.url },
  });
  renderModal(testKit.kit);
  await connectWallet(testKit.kit);
  await settle(() => testKit.kit.open({ view: 'Account' }));
  await waitFor(() => expect(screen.queryByTestId('kit-total-value')).not.toBeNull(), {
    timeout: 10_000,
  });
  return testKit;
}

describe('Account and Send values from the Blockchain API prices', () => {
  it("shows each asset's USD value and the total to 2 decimals in Account", async () => {
    await openAccount();
    // The fresh pool prices ETH 3000, KUSD 1, KIT 0.25.
    expect(screen.getByTestId('kit-total-value').textContent).toBe('$31250000.00');
    const rows = within(screen.getByRole('list', { name: 'Tokens' }))
      .getAllByRole('listitem')
      .map((row) => row.querySelector('.kit-token-value')?.textContent);
    expect(rows).toEqual(['$30000000.00', '$1000000.00', '$250000.00']);
  });

  it("draws the built-in network's mark inline, the token images from the cloud's routes, and a placeholder only for one that fails", async () => {
    await openAccount();
    const rows = within(screen.getByRole('list', { name: 'Tokens' })).getAllByRole('listitem');
    const imageOf = (row: HTMLElement) => row.querySelector('.kit-image') as HTMLElement;
    const srcOf = (row: HTMLElement) => imageOf(row).querySelector('img')?.getAttribute('src');
    const query = 'projectId=kit-local&st=appkit&sv=2.22.0';
    // The devnet is a network of core's tables: its mark (imageId kit-devnet) is Kit's own SVG.
    expect(srcOf(rows[0]!)).toBeUndefined();
    expect(imageOf(rows[0]!).querySelector('svg[data-brand="kit-devnet"]')).not.toBeNull();
    expect(srcOf(rows[1]!)).toBe(`${cloud.url}/public/getTokenImage/KUSD?projectId=kit-local`);
    expect(srcOf(rows[2]!)).toBe(`${cloud.url}/public/getTokenImage/KIT?projectId=kit-local`);
    // The cloud still serves the network's image, for integrators' own views.
    expect((await fetch(`${cloud.url}/public/getAssetImage/kit-devnet?${query}`)).status).toBe(200);
    for (const row of rows.slice(1)) {
      const response = await fetch(srcOf(row)!);
      expect(response.status).toBe(200);
    }
    // jsdom loads no images: the view hears the outcome the browser would report.
    fireEvent.load(imageOf(rows[1]!).querySelector('img')!);
    fireEvent.error(imageOf(rows[2]!).querySelector('img')!);
    expect(imageOf(rows[1]!).getAttribute('data-status')).toBe('loaded');
    expect(imageOf(rows[1]!).querySelector('.kit-image-initials')).toBeNull();
    expect(imageOf(rows[2]!).getAttribute('data-status')).toBe('failed');
    expect(imageOf(rows[2]!).querySelector('.kit-image-initials')?.textContent).toBeTruthy();
  });

  it('shows the balances’ values in the Send token picker and the value of the amount typed', async () => {
    await openAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    const picker = screen.getByRole('combobox', { name: 'Token' }) as HTMLSelectElement;
    expect([...picker.options].map((option) => option.textContent)).toEqual([
      'Select a token',
      'ETH — 10000.000 ($30000000.00)',
      'KUSD — 1000000.000 ($1000000.00)',
      'KIT — 1000000.000 ($250000.00)',
    ]);
    fireEvent.change(picker, { target: { value: devnet.tokens.kit.address } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '10.5' } });
    await settle();
    expect(screen.getByText(/Value: \$2\.62$/)).toBeTruthy();
  });
});
