import { ALICE, deferred } from '@kit/connection/src/scripted-adapter.spec-helper';
import type { Kit } from '@kit/store';
import { selectModalView } from '@kit/modal';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { KitProvider } from './KitProvider/KitProvider';
import {
  useDisconnect,
  useKit,
  useKitAccount,
  useKitBalance,
  useKitEvents,
  useKitNetwork,
  useKitProvider,
  useKitState,
  useWalletInfo,
} from './kit-hooks';
import { useKitDispatch, useKitSelector } from './index';
import { createTestKit, destroyTestKits } from './testing/react-harness.spec-helper';

afterEach(destroyTestKits);

const wrapperFor =
  (kit: Kit) =>
  ({ children }: { children: ReactNode }) => <KitProvider kit={kit}>{children}</KitProvider>;

const settle = () => act(async () => undefined);

describe('@kit/react hooks', () => {
  it('useKit opens and closes the modal and reports isOpen', async () => {
    const { kit } = createTestKit();
    const { result } = renderHook(() => useKit(), { wrapper: wrapperFor(kit) });
    expect(result.current.isOpen).toBe(false);
    const { open, close } = result.current;
    await act(async () => result.current.open({ view: 'Networks' }));
    expect(result.current.isOpen).toBe(true);
    expect(kit.getState().modal.view).toBe('Networks');
    await act(async () => result.current.close());
    expect(result.current.isOpen).toBe(false);
    // Stable functions: safe in effect dependencies.
    expect(result.current.open).toBe(open);
    expect(result.current.close).toBe(close);
  });

  it('useKitAccount follows the connection, for the active or a given namespace', async () => {
    const { kit } = createTestKit();
    const { result } = renderHook(() => useKitAccount(), { wrapper: wrapperFor(kit) });
    expect(result.current).toEqual({
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: 'disconnected',
    });
    const first = result.current;
    await act(async () => kit.open());
    // Unrelated state changes keep the same object.
    expect(result.current).toBe(first);
    await act(async () => {
      await kit.connect({ connectorId: 'eip155:alpha' });
    });
    expect(result.current).toEqual({
      address: ALICE,
      caipAddress: `eip155:1:${ALICE}`,
      isConnected: true,
      status: 'connected',
    });
    const solana = renderHook(() => useKitAccount({ namespace: 'solana' }), {
      wrapper: wrapperFor(kit),
    });
    expect(solana.result.current.isConnected).toBe(false);
  });

  it('useKitNetwork reads the active network and switches it', async () => {
    const { kit } = createTestKit();
    const { result } = renderHook(() => useKitNetwork(), { wrapper: wrapperFor(kit) });
    await settle();
    expect(result.current.caipNetwork?.name).toBe('Ethereum');
    expect(result.current.chainId).toBe(1);
    await act(async () => {
      await result.current.switchNetwork('eip155:11155111');
    });
    expect(result.current.caipNetworkId).toBe('eip155:11155111');
    expect(result.current.caipNetwork?.name).toBe('Sepolia');
  });

  it('useKitState summarises open, the selected network and loading', async () => {
    const { kit } = createTestKit();
    const { result } = renderHook(() => useKitState(), { wrapper: wrapperFor(kit) });
    await settle();
    expect(result.current).toEqual({
      open: false,
      selectedNetworkId: 'eip155:1',
      loading: false,
      activeChain: 'eip155',
    });
    await act(async () => kit.open());
    expect(result.current.open).toBe(true);
  });

  it('useKitState is loading while the wallet connects and not once it has answered', async () => {
    const { kit, adapter } = createTestKit();
    const { result } = renderHook(() => useKitState(), { wrapper: wrapperFor(kit) });
    await settle();
    const first = adapter.hangConnect();
    const connecting = kit.connect({ connectorId: 'eip155:alpha' });
    connecting.catch(() => undefined); // settled by destroy when an expectation fails first
    await settle();
    expect(result.current.loading).toBe(true);
    await act(async () => {
      first.resolve({ accounts: adapter.accounts, caipNetworkId: 'eip155:1' });
      await connecting;
    });
    expect(result.current.loading).toBe(false);

    // A refusal ends the loading too, and so does closing the modal mid-connect.
    await act(async () => kit.disconnect());
    const refused = adapter.hangConnect();
    const failing = kit.connect({ connectorId: 'eip155:alpha' }).catch(() => undefined);
    await settle();
    expect(result.current.loading).toBe(true);
    await act(async () => {
      refused.reject(new Error('user rejected'));
      await failing;
    });
    expect(result.current.loading).toBe(false);
  });

  it('useKitEvents reports the last modal and connection event', async () => {
    const { kit } = createTestKit();
    const { result } = renderHook(() => useKitEvents(), { wrapper: wrapperFor(kit) });
    expect(result.current).toBeUndefined();
    await act(async () => kit.open());
    expect(result.current?.data).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { view: 'Connect' },
    });
    await act(async () => {
      await kit.connect({ connectorId: 'eip155:alpha' });
    });
    await waitFor(() => expect(result.current?.data.event).toBe('CONNECT_SUCCESS'));
    expect(result.current?.data.properties).toEqual({
      namespace: 'eip155',
      connectorId: 'eip155:alpha',
      address: ALICE,
    });
    await act(async () => kit.close());
    expect(result.current?.data.event).toBe('MODAL_CLOSE');
    await act(async () => {
      await kit.disconnect();
    });
    expect(result.current?.data).toEqual({
      type: 'track',
      event: 'DISCONNECT_SUCCESS',
      properties: { namespace: 'eip155' },
    });
  });

  it('useKitEvents reports a failed connect', async () => {
    const { kit, adapter } = createTestKit();
    const pending = adapter.hangConnect();
    const { result } = renderHook(() => useKitEvents(), { wrapper: wrapperFor(kit) });
    const outcome = kit.connect({ connectorId: 'eip155:alpha' }).catch(() => undefined);
    await act(async () => {
      pending.reject(new Error('user rejected the request'));
      await outcome;
    });
    expect(result.current?.data).toEqual({
      type: 'track',
      event: 'CONNECT_ERROR',
      properties: { namespace: 'eip155', message: 'User rejected the request' },
    });
  });

  it('useKitProvider gives the live provider of the connected wallet from the registry', async () => {
    const { kit, adapter } = createTestKit();
    const provider = { request: jest.fn() };
    Object.assign(adapter, { getProvider: () => provider });
    const { result } = renderHook(() => useKitProvider<typeof provider>('eip155'), {
      wrapper: wrapperFor(kit),
    });
    expect(result.current.walletProvider).toBeUndefined();
    await act(async () => {
      await kit.connect({ connectorId: 'eip155:alpha' });
    });
    expect(result.current.walletProvider).toBe(provider);
    expect(result.current.walletProviderType).toBe('INJECTED');
  });

  it('useKitProvider is undefined when the adapter exposes no provider', async () => {
    const { kit } = createTestKit();
    const { result } = renderHook(() => useKitProvider('eip155'), { wrapper: wrapperFor(kit) });
    await act(async () => {
      await kit.connect({ connectorId: 'eip155:alpha' });
    });
    expect(result.current.walletProvider).toBeUndefined();
  });

  it('useDisconnect and useWalletInfo follow the connected wallet', async () => {
    const { kit } = createTestKit();
    const { result } = renderHook(() => ({ ...useDisconnect(), ...useWalletInfo() }), {
      wrapper: wrapperFor(kit),
    });
    expect(result.current.walletInfo).toBeUndefined();
    await act(async () => {
      await kit.connect({ connectorId: 'eip155:alpha' });
    });
    expect(result.current.walletInfo).toEqual({ name: 'Alpha Wallet', type: 'INJECTED' });
    await act(async () => {
      await result.current.disconnect();
    });
    expect(result.current.walletInfo).toBeUndefined();
    expect(kit.getState().connection.connections.eip155).toBeUndefined();
  });

  it('useKitBalance gives the floored native balance and refetches it', async () => {
    const { kit, adapter } = createTestKit();
    const { result } = renderHook(() => useKitBalance(), { wrapper: wrapperFor(kit) });
    const balance = deferred<{ value: string; decimals: number; symbol: string }>();
    adapter.onGetBalance = () => balance.promise;
    await act(async () => {
      await kit.connect({ connectorId: 'eip155:alpha' });
    });
    expect(result.current.balance).toBeUndefined();
    expect(result.current.isLoading).toBe(true);
    await act(async () =>
      balance.resolve({ value: '2500999000000000000', decimals: 18, symbol: 'ETH' }),
    );
    await waitFor(() => expect(result.current.balance).toBe('2.500'));
    expect(result.current.exactBalance).toBe('2.500999');
    expect(result.current.symbol).toBe('ETH');
    const calls = adapter.calls.getBalance.length;
    await act(async () => result.current.fetchBalance());
    await waitFor(() => expect(adapter.calls.getBalance.length).toBe(calls + 1));
  });

  it('useKitSelector and useKitDispatch give typed store access', async () => {
    const { kit } = createTestKit();
    const { result } = renderHook(
      () => ({ view: useKitSelector(selectModalView), dispatch: useKitDispatch() }),
      { wrapper: wrapperFor(kit) },
    );
    await act(async () =>
      result.current.dispatch({ type: 'modal/openRequested', payload: { view: 'Networks' } }),
    );
    expect(result.current.view).toBe('Networks');
  });

  it('throws a clear error outside KitProvider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useKit())).toThrow('inside <KitProvider>');
    spy.mockRestore();
  });
});
