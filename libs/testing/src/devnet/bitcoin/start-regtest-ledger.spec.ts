import { startRegtestLedger } from './start-regtest-ledger';
import type { RegtestLedgerHandle } from './start-regtest-ledger';
import { signedSpend } from './regtest-spend.spec-helper';

describe('startRegtestLedger (Esplora API)', () => {
  let handle: RegtestLedgerHandle;

  beforeAll(async () => {
    handle = await startRegtestLedger({ accounts: 2 });
  });
  afterAll(() => handle.stop());

  const get = async (path: string) => {
    const response = await fetch(`${handle.url}${path}`);
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) as unknown };
  };
  const post = async (path: string, body: string, type = 'text/plain') => {
    const response = await fetch(`${handle.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    return { status: response.status, text: await response.text() };
  };

  it('listens on 127.0.0.1 with deterministic funded regtest accounts', async () => {
    expect(handle.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(handle.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328');
    const [first] = handle.accounts;
    expect(first?.paymentAddress).toBe('bcrt1qhzmpeam4fr7wcftrztutggx4ed7ekxx79skf7l');
    expect(first?.ordinalsAddress).toMatch(/^bcrt1p/);
    const utxos = (await get(`/address/${first?.paymentAddress}/utxo`)).json() as Array<{
      value: number;
      status: { confirmed: boolean; block_height: number };
    }>;
    expect(utxos.map((utxo) => utxo.value)).toEqual([50_000_000, 50_000_000]);
    expect(utxos.every((utxo) => utxo.status.confirmed && utxo.status.block_height === 1)).toBe(
      true,
    );
    expect((await get(`/address/${first?.ordinalsAddress}`)).json()).toMatchObject({
      chain_stats: { funded_txo_sum: 100_000_000, spent_txo_sum: 0 },
      mempool_stats: { funded_txo_sum: 0 },
    });
    expect((await get('/blocks/tip/height')).text).toBe('1');
  });

  it('answers fee estimates by confirmation target, replaceable by the test', async () => {
    expect((await get('/fee-estimates')).json()).toMatchObject({ '1': 3, '6': 1.5, '144': 1.1 });
    handle.setFeeEstimates({ '1': 20 });
    expect((await get('/fee-estimates')).json()).toEqual({ '1': 20 });
    handle.setFeeEstimates({ '1': 3, '6': 1.5, '144': 1.1 });
  });

  it('broadcasts with POST /tx, reports the status, and confirms after POST /kit/mine', async () => {
    const [from, to] = handle.accounts;
    if (!from || !to) throw new Error('two accounts expected');
    const [utxo] = handle.ledger.utxos(from.paymentAddress);
    if (!utxo) throw new Error('funded');
    const tx = signedSpend(
      [{ ...utxo, value: BigInt(utxo.value), kind: 'p2wpkh', privateKey: from.privateKey }],
      [{ address: to.paymentAddress, value: BigInt(utxo.value) - 1_000n }],
    );
    const sent = await post('/tx', tx.toHex());
    expect(sent).toEqual({ status: 200, text: tx.getId() });
    expect((await get(`/tx/${tx.getId()}/status`)).json()).toEqual({ confirmed: false });
    expect((await get(`/tx/${tx.getId()}`)).json()).toMatchObject({
      txid: tx.getId(),
      fee: 1_000,
      vin: [{ txid: utxo.txid, vout: utxo.vout, prevout: { value: utxo.value } }],
      vout: [{ scriptpubkey_address: to.paymentAddress, scriptpubkey_type: 'v0_p2wpkh' }],
    });
    expect((await get(`/tx/${tx.getId()}/hex`)).text).toBe(tx.toHex());

    const mined = await post('/kit/mine', JSON.stringify({ blocks: 2 }), 'application/json');
    expect(JSON.parse(mined.text)).toMatchObject({
      height: 3,
      hashes: [expect.any(String), expect.any(String)],
    });
    expect((await get(`/tx/${tx.getId()}/status`)).json()).toMatchObject({
      confirmed: true,
      block_height: 2,
    });

    // The same transaction again: bitcoind's error body, as Esplora relays it.
    expect(await post('/tx', tx.toHex())).toEqual({
      status: 400,
      text: 'sendrawtransaction RPC error: {"code":-27,"message":"Transaction already in block chain"}',
    });
  });

  it('answers 400 for bad bodies and addresses, 404 for unknown transactions', async () => {
    expect((await post('/tx', '')).status).toBe(400);
    expect(await post('/tx', 'nothex')).toEqual({
      status: 400,
      text: 'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed"}',
    });
    expect(await get('/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq/utxo')).toMatchObject({
      status: 400,
      text: 'Invalid Bitcoin address',
    });
    expect((await get(`/tx/${'00'.repeat(32)}`)).status).toBe(404);
    expect((await get(`/tx/${'00'.repeat(32)}/status`)).status).toBe(404);
    expect((await get('/tx/xyz/hex')).status).toBe(404);
    expect((await post('/kit/mine', '{"blocks":0}', 'application/json')).status).toBe(400);
  });

  it('allows browsers on other local origins (CORS preflight)', async () => {
    const response = await fetch(`${handle.url}/tx`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('stops listening on stop(), and a second stop() is harmless', async () => {
    const other = await startRegtestLedger({ accounts: 1 });
    await other.stop();
    await other.stop();
    await expect(fetch(`${other.url}/blocks/tip/height`)).rejects.toThrow();
  });
});
