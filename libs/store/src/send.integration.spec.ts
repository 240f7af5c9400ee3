// A send end to end through the store: the send feature validates the form, the real ethers
// adapter asks the EIP-6963 test wallet to call transfer() on anvil, and the balance the store
// reads afterwards has dropped. Nothing is mocked; the wallet signs with dev keys.
import { JSDOM } from 'jsdom';
import { createEvmAdapter } from '@kit/adapter-evm';
import { type DisplayTokenBalance } from '@kit/balances';
import { selectActiveTokenBalances } from '@kit/balances/active-balances';
import {
  createMemoryBackend,
  kitDevnet,
  withRpcUrl,
  type KitLogger,
  type KitNetwork,
} from '@kit/core';
import { parseUnits } from '@kit/core/units';
import { selectSendState } from '@kit/send';
import {
  sendAmountChanged,
  sendReceiverChanged,
  sendRequested,
  sendTokenSelected,
} from '@kit/send/actions';
import { selectSendValidation } from '@kit/send/views';
import {
  announceEip6963,
  createEvmTestWallet,
  KIT_TEST_WALLET_ICON,
  startDevnet,
  type Devnet,
  waitForState,
} from '@kit/testing';
import { createKit, type Kit } from './create-kit';

const WALLET_CONNECTOR_ID = 'eip155:dev.kit.testwallet';
const WALLET_INFO = {
  uuid: '6f1d3a52-8c4b-4e27-9a0f-2b7c5d8e1f34',
  name: 'Kit Test Wallet',
  icon: KIT_TEST_WALLET_ICON,
  rdns: 'dev.kit.testwallet',
};
const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };

let devnet: Devnet;
let network: KitNetwork;

beforeAll(async () => {
  devnet = await startDevnet();
  network = withRpcUrl(kitDevnet, devnet.chains[0]!.rpcUrl);
});

afterAll(async () => {
  await devnet.stop();
});

const kusdOf = (state: ReturnType<Kit['getState']>): DisplayTokenBalance | undefined =>
  selectActiveTokenBalances(state).find((token) => token.symbol === 'KUSD');

describe('sending through the store on the EVM devnet', () => {
  it('sends 1.5 KUSD and the token balance drops by 1.5', async () => {
    const window = new JSDOM('<!doctype html>', { url: 'https://dapp.example/' })
      .window as unknown as Window;
    const wallet = createEvmTestWallet({
      privateKeys: [devnet.accounts[3]!.privateKey],
      chains: [devnet.chains[0]!],
    });
    const stopAnnouncing = announceEip6963(window, wallet, WALLET_INFO);
    const kit = createKit({
      networks: [network],
      adapters: [createEvmAdapter()],
      tokens: { [network.caipNetworkId]: [devnet.tokens.usd.address] },
      storage: createMemoryBackend(),
      window,
      logger: silentLogger,
    });
    try {
      await waitForState(kit, (state) => Boolean(state.connection.connectors[WALLET_CONNECTOR_ID]));
      await kit.connect({ connectorId: WALLET_CONNECTOR_ID });
      await waitForState(kit, (state) => kusdOf(state) !== undefined);
      const before = kusdOf(kit.getState())!;

      const { address, symbol, decimals, name } = devnet.tokens.usd;
      kit.store.dispatch(sendTokenSelected({ address, symbol, decimals, name }));
      kit.store.dispatch(sendAmountChanged({ amount: '1.5' }));
      kit.store.dispatch(sendReceiverChanged({ receiverAddress: devnet.accounts[6]!.address }));
      expect(selectSendValidation(kit.getState(), kit.registry.profiles)).toBeUndefined();
      kit.store.dispatch(sendRequested());
      await waitForState(
        kit,
        (state) => !['idle', 'sending'].includes(selectSendState(state).status),
      );

      expect(selectSendState(kit.getState())).toMatchObject({
        status: 'success',
        hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      });
      // The send asked for a forced balance read; wait for the new KUSD balance to land.
      await waitForState(kit, (state) => kusdOf(state)?.balance !== before.balance);
      const after = kusdOf(kit.getState())!;
      expect(parseUnits(before.balance, decimals) - parseUnits(after.balance, decimals)).toBe(
        parseUnits('1.5', decimals),
      );
    } finally {
      await kit.destroy();
      stopAnnouncing();
      window.close();
    }
  });
});
