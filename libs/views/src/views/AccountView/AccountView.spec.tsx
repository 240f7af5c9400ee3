import {
  defineNamespaceProfile,
  mainnet,
  sepolia,
  type AdapterBalance,
  type KitNetwork,
} from '@kit/core';
import { ALICE, ScriptedAdapter, deferred } from '@kit/connection/src/scripted-adapter.spec-helper';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  connectWallet,
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';

afterEach(destroyTestKits);

/** The labels of the wallet feature buttons, in order. */
const featureButtons = () =>
  [...document.querySelectorAll('.kit-feature-buttons button')].map((button) =>
    button.textContent?.trim(),
  );

const balanceText = () =>
  screen.getByTestId('kit-balance').textContent?.replace(/\s+/g, ' ').trim();

describe('AccountView', () => {
  it("shows '0.000' until the balance is read, then the balance floored to 3 decimals", async () => {
    const { kit, adapter } = createTestKit();
    const balance = deferred<AdapterBalance>();
    adapter.onGetBalance = () => balance.promise;
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'Account' }));
    expect(balanceText()).toBe('0.000 ETH');
    // 1.2349999 ETH must not round up to 1.235.
    await settle(() =>
      balance.resolve({ value: '1234999900000000000', decimals: 18, symbol: 'ETH' }),
    );
    expect(balanceText()).toBe('1.234 ETH');
    expect(
      within(screen.getByRole('list', { name: 'Tokens' })).getByText('1.234 ETH'),
    ).toBeTruthy();
  });

  it('shows busy skeleton rows in Tokens until the first balance is read, never a 0.000 row', async () => {
    const { kit, adapter } = createTestKit();
    const balance = deferred<AdapterBalance>();
    adapter.onGetBalance = () => balance.promise;
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'Account' }));
    const tokens = screen.getByRole('list', { name: 'Tokens' });
    expect(tokens.getAttribute('aria-busy')).toBe('true');
    expect(tokens.querySelectorAll('.kit-skeleton')).toHaveLength(2);
    expect(tokens.querySelector('.kit-token-row')).toBeNull();
    await settle(() =>
      balance.resolve({ value: '1234999900000000000', decimals: 18, symbol: 'ETH' }),
    );
    expect(tokens.hasAttribute('aria-busy')).toBe(false);
    expect(tokens.querySelector('.kit-skeleton')).toBeNull();
    expect(within(tokens).getByText('1.234 ETH')).toBeTruthy();
  });

  it('shows the truncated address and copies the whole address with a toast', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { kit } = createTestKit();
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'Account' }));
    expect(screen.getByText('0xf39F…2266')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(ALICE);
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').some((region) => region.textContent === 'Address copied'),
      ).toBe(true),
    );
  });

  it('links the address on the block explorer in a new tab, safely', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'Account' }));
    const link = screen.getByRole('link', { name: /Block explorer/ });
    expect(link.getAttribute('href')).toBe(
      `${mainnet.blockExplorers?.default.url}/address/${ALICE}`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never links an unsafe explorer URL', async () => {
    const evil = {
      ...mainnet,
      blockExplorers: { default: { name: 'Evil', url: 'javascript:alert(1)//' } },
    };
    const { kit } = createTestKit({ networks: [evil] });
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'Account' }));
    expect(screen.queryByRole('link', { name: /Block explorer/ })).toBeNull();
  });

  it('offers Receive and Send without cloud services (no swaps, no on-ramp) and pushes Send', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'Account' }));
    expect(screen.queryByRole('button', { name: /Swap|Buy/ })).toBeNull();
    expect(featureButtons()).toEqual(['Receive', 'Send']);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(kit.getState().modal.history).toEqual(['Account', 'Send']);
  });

  it('orders the wallet features onramp, swaps, receive, send, each per its flag and the network', async () => {
    // A cloud URL nobody answers: the clients exist, which is what offering the features needs.
    const cloud = { projectId: 'kit-test', cloud: { url: 'http://127.0.0.1:9' } };
    const { kit } = createTestKit(cloud);
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'Account' }));
    expect(featureButtons()).toEqual(['Buy', 'Swap', 'Receive', 'Send']);
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
    await settle();
    expect(kit.getState().modal.history).toEqual(['Account', 'Swap']);
    await destroyTestKits();

    // Sepolia is no swap network (§9): no Swap there.
    const onSepolia = createTestKit({ ...cloud, networks: [sepolia] });
    renderModal(onSepolia.kit);
    await connectWallet(onSepolia.kit);
    await settle(() => onSepolia.kit.open({ view: 'Account' }));
    expect(featureButtons()).toEqual(['Buy', 'Receive', 'Send']);
  });

  it('hides each wallet feature whose flag is off', async () => {
    const { kit } = createTestKit({
      projectId: 'kit-test',
      cloud: { url: 'http://127.0.0.1:9' },
      features: { swaps: false, receive: false, onramp: false },
    });
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'Account' }));
    expect(featureButtons()).toEqual(['Send']);
  });

  it('hides Send when the send feature is off', async () => {
    const { kit } = createTestKit({ features: { send: false } });
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'Account' }));
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('opens the network picker from the network row', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'Account' }));
    fireEvent.click(screen.getByRole('button', { name: /Ethereum/ }));
    await settle();
    expect(kit.getState().modal.view).toBe('Networks');
  });

  it('disconnects and closes from Disconnect', async () => {
    const { kit, dispatched } = createTestKit();
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await settle();
    expect(dispatched).toContainEqual({
      type: 'connection/disconnectRequested',
      payload: { namespace: 'eip155' },
    });
    expect(kit.getState().modal.open).toBe(false);
    expect(kit.getState().connection.connections.eip155).toBeUndefined();
  });

  it('offers to connect when nothing is connected', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open({ view: 'Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }));
    await settle();
    expect(kit.getState().modal.view).toBe('Connect');
  });

  it("offers Send for a custom namespace whose adapter's profile supports it, and nothing EVM's", async () => {
    const edchain: KitNetwork = {
      id: 'main',
      caipNetworkId: 'edchain:main',
      chainNamespace: 'edchain',
      name: 'Edchain',
      nativeCurrency: { name: 'Ed', symbol: 'ED', decimals: 6 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9/edchain'] } },
    };
    const profile = defineNamespaceProfile({
      namespace: 'edchain',
      displayName: 'Edchain',
      address: { isValid: (address) => address.startsWith('ed1') },
      supports: { send: true, sign: true },
    });
    const adapter = new ScriptedAdapter({
      namespace: 'edchain',
      profile,
      defaultCaipNetworkId: edchain.caipNetworkId,
      capabilities: { sendTransfer: true },
    });
    adapter.accounts = [{ address: 'ed1alice' }];
    const { kit } = createTestKit({ adapter, networks: [edchain] });
    renderModal(kit);
    await connectWallet(kit, 'edchain:alpha');
    await settle(() => kit.open({ view: 'Account' }));
    expect(featureButtons()).toEqual(['Receive', 'Send']);
    // Names, smart sessions and activity are EVM's: its profile does not offer them.
    expect(screen.queryByText('Choose a name')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(kit.getState().modal.history).toEqual(['Account', 'Send']);
  });

  it('offers "Deposit from exchange" with payWithExchange on, and it shows the address to withdraw to (Receive)', async () => {
    const { kit } = createTestKit({ features: { payWithExchange: true } });
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'Account' }));
    fireEvent.click(screen.getByRole('button', { name: /Deposit from exchange/ }));
    await settle();
    expect(kit.getState().modal.history).toEqual(['Account', 'Receive']);
  });

  it('hides "Deposit from exchange" while payWithExchange is off (the default)', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await connectWallet(kit);
    await settle(() => kit.open({ view: 'Account' }));
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Deposit from exchange/ })).toBeNull();
  });
});
