// Kit headless in Node with the toy adapter, as docs/custom-adapter.md shows it: createKit gets a
// window (jsdom here) where the Toy Wallet is injected, and reads the toy node on loopback through
// its own RPC transport. Real keys, real signatures, a real ledger that checks them.
import { ed25519 } from '@noble/curves/ed25519';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { JSDOM } from 'jsdom';
import { selectActiveNativeBalance } from '@kit/balances/active-balances';
import { selectConnectionStatus } from '@kit/connection';
import { canSendTransfer, createMemoryBackend, type KitLogger } from '@kit/core';
import { createKit, type Kit } from '@kit/store';
import { waitForState } from '@kit/testing';
import { ToyLedger } from '../ledger/toy-ledger';
import { startToyLedgerServer, type ToyLedgerServer } from '../ledger/toy-ledger-server';
import { verifyToySignature } from '../ledger/toy-protocol';
import { createToyWallet, injectToyWallet, type ToyWallet } from '../wallet/toy-wallet';
import { ToyAdapter, TOY_CONNECTOR_ID } from './toy-adapter';
import { toyDevnet } from './toy-network';

const silentLogger: KitLogger = { warn: () => undefined, error: () => undefined };
const randomKey = () => bytesToHex(ed25519.utils.randomPrivateKey());

let node: ToyLedgerServer;
let wallet: ToyWallet;
let kit: Kit;
let dom: JSDOM;
const payee = createToyWallet(randomKey()).address;

beforeEach(async () => {
  wallet = createToyWallet(randomKey());
  node = await startToyLedgerServer(new ToyLedger('devnet', { [wallet.address]: 5_000_000n }));
  dom = new JSDOM('<!doctype html>', { url: 'https://dapp.example/' });
  const window = dom.window as unknown as Window;
  injectToyWallet(window, wallet);
  kit = createKit({
    networks: [toyDevnet(node.url)],
    adapters: [new ToyAdapter()],
    storage: createMemoryBackend(),
    window,
    logger: silentLogger,
  });
  await waitForState(kit, (state) => Boolean(state.connection.connectors[TOY_CONNECTOR_ID]));
});

afterEach(async () => {
  await kit.destroy();
  dom.window.close();
  await node.stop();
});

function toyAdapter() {
  const adapter = kit.registry.getAdapter('toy');
  if (!canSendTransfer(adapter)) throw new Error('the toy adapter sends');
  return adapter;
}

describe('Kit headless in Node with the toy adapter', () => {
  it('connects to the injected wallet and reads its balance from the toy node', async () => {
    const connection = await kit.connect({ connectorId: TOY_CONNECTOR_ID });
    expect(connection).toMatchObject({
      namespace: 'toy',
      caipNetworkId: 'toy:devnet',
      accounts: [{ address: wallet.address }],
    });
    expect(selectConnectionStatus(kit.getState(), 'toy')).toBe('connected');
    await waitForState(kit, (state) => selectActiveNativeBalance(state) !== undefined);
    expect(selectActiveNativeBalance(kit.getState())).toMatchObject({
      balance: '5',
      symbol: 'TOY',
    });
  });

  it('signs a message through kit.signMessage that verifies against the address', async () => {
    await kit.connect({ connectorId: TOY_CONNECTOR_ID });
    const signature = await kit.signMessage({ message: 'Hello toy' });
    expect(verifyToySignature(wallet.address, utf8ToBytes('Hello toy'), signature)).toBe(true);
    expect(verifyToySignature(payee, utf8ToBytes('Hello toy'), signature)).toBe(false);
  });

  it("fails with 'User rejected the request' when the visitor declines to sign", async () => {
    await kit.connect({ connectorId: TOY_CONNECTOR_ID });
    wallet.rejectNext('signMessage');
    await expect(kit.signMessage({ message: 'Hello toy' })).rejects.toMatchObject({
      code: 'USER_REJECTED',
      message: 'User rejected the request',
    });
  });

  it('sends a transfer the ledger verifies and applies', async () => {
    const { accounts } = await kit.connect({ connectorId: TOY_CONNECTOR_ID });
    const { hash } = await toyAdapter().sendTransfer({
      connectorId: TOY_CONNECTOR_ID,
      network: kit.networks[0]!,
      from: accounts[0]!.address,
      to: payee,
      amount: '1250000',
    });
    expect(node.ledger.entries().map((entry) => entry.hash)).toEqual([hash]);
    expect(node.ledger.balanceOf(wallet.address)).toBe(3_750_000n);
    expect(node.ledger.balanceOf(payee)).toBe(1_250_000n);
  });

  it('maps the node refusing an overdraft to INSUFFICIENT_FUNDS and a declined signature to 4001', async () => {
    const { accounts } = await kit.connect({ connectorId: TOY_CONNECTOR_ID });
    const request = {
      connectorId: TOY_CONNECTOR_ID,
      network: kit.networks[0]!,
      from: accounts[0]!.address,
      to: payee,
      amount: '9000000',
    };
    await expect(toyAdapter().sendTransfer(request)).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      shortMessage: 'Insufficient funds for the amount and the network fee',
    });
    wallet.rejectNext('signTransfer');
    await expect(toyAdapter().sendTransfer({ ...request, amount: '1' })).rejects.toMatchObject({
      code: 'USER_REJECTED',
      rpcCode: 4001,
    });
    expect(node.ledger.entries()).toEqual([]);
  });
});
