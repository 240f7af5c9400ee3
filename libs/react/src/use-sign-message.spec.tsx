// useSignMessage over a real Kit with the real EVM adapter and the EIP-6963 test wallet announced
// on the test's own page: the wallet signs with a dev key, and the signature recovers to it. No
// chain is needed to sign, so the network's RPC points at a closed loopback port.
import { createEvmAdapter } from '@kit/adapter-evm';
import { kitDevnet, withRpcUrl } from '@kit/core';
import type { Kit } from '@kit/store';
import {
  announceEip6963,
  createEvmTestWallet,
  KIT_TEST_WALLET_ICON,
  waitForState,
  type EvmTestWallet,
} from '@kit/testing';
import { act, renderHook } from '@testing-library/react';
import { verifyMessage } from 'ethers';
import type { ReactNode } from 'react';
import { KitProvider } from './KitProvider/KitProvider';
import { createTestKit, destroyTestKits } from './testing/react-harness.spec-helper';
import { useSignMessage } from './use-sign-message';

// anvil's first dev key: a well-known test key, never funded anywhere real.
const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CONNECTOR_ID = 'eip155:dev.kit.testwallet';

let stopAnnouncing: (() => void) | undefined;
afterEach(async () => {
  await destroyTestKits();
  stopAnnouncing?.();
});

async function connectedKit(): Promise<{ kit: Kit; wallet: EvmTestWallet }> {
  const network = withRpcUrl(kitDevnet, 'http://127.0.0.1:9/');
  const wallet = createEvmTestWallet({
    privateKeys: [DEV_KEY],
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9/' }],
  });
  stopAnnouncing = announceEip6963(window, wallet, {
    uuid: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
    name: 'Kit Test Wallet',
    icon: KIT_TEST_WALLET_ICON,
    rdns: 'dev.kit.testwallet',
  });
  const { kit } = createTestKit({
    networks: [network],
    adapters: [createEvmAdapter()],
    window,
  });
  await waitForState(kit, (state) => Boolean(state.connection.connectors[CONNECTOR_ID]));
  await kit.connect({ connectorId: CONNECTOR_ID });
  return { kit, wallet };
}

const wrapperFor =
  (kit: Kit) =>
  ({ children }: { children: ReactNode }) => <KitProvider kit={kit}>{children}</KitProvider>;

describe('useSignMessage', () => {
  it('signs with the connected wallet and reports pending, then success with the signature', async () => {
    const { kit, wallet } = await connectedKit();
    wallet.setBehaviour({ hang: ['personal_sign'] });
    const { result } = renderHook(() => useSignMessage(), { wrapper: wrapperFor(kit) });
    expect(result.current.status).toBe('idle');

    let signing: Promise<string> | undefined;
    await act(async () => {
      signing = result.current.signMessage('Hello Kit');
    });
    expect(result.current.status).toBe('pending');
    await act(async () => {
      wallet.release();
      await signing;
    });
    expect(result.current.status).toBe('success');
    expect(verifyMessage('Hello Kit', result.current.signature!)).toBe(DEV_ADDRESS);
    expect(await signing).toBe(result.current.signature);

    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'idle', signature: undefined });
  });

  it("holds 'User rejected the request' as its error when the visitor declines", async () => {
    const { kit, wallet } = await connectedKit();
    wallet.rejectNext('personal_sign');
    const { result } = renderHook(() => useSignMessage(), { wrapper: wrapperFor(kit) });
    await act(async () => {
      await expect(
        result.current.signMessage({ message: 'Hello Kit', namespace: 'eip155' }),
      ).rejects.toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 });
    });
    expect(result.current.status).toBe('error');
    expect(result.current.error).toMatchObject({
      code: 'USER_REJECTED',
      message: 'User rejected the request',
    });
  });

  it("holds 'A message to sign is required' for an empty message, without asking the wallet", async () => {
    const { kit, wallet } = await connectedKit();
    const { result } = renderHook(() => useSignMessage(), { wrapper: wrapperFor(kit) });
    await act(async () => {
      await result.current.signMessage('').catch(() => undefined);
    });
    expect(result.current.error).toMatchObject({
      name: 'ValidationError',
      code: 'SIGN_MESSAGE_REQUIRED',
      message: 'A message to sign is required',
    });
    expect(wallet.requests.some((request) => request.method === 'personal_sign')).toBe(false);
  });
});
