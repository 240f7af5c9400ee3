import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Wallet } from 'ethers';
import { devWallet } from '../server/anvil-keys.spec-helper';
import { startCloud, type Cloud } from '../start-cloud';

const alice = devWallet(0);
const bob = devWallet(1);
// ENSIP-11 coin type of chain 1: (0x80000000 | 1) >>> 0.
const MAINNET_COIN_TYPE = 2147483649;

let cloud: Cloud;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kit-names-spec-'));
  cloud = await startCloud({ dataDir });
});

afterAll(async () => {
  await cloud.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

function messageFor(name: string, fields: Record<string, unknown> = {}): string {
  return JSON.stringify({ name, attributes: {}, timestamp: nowSeconds(), ...fields });
}

async function register(
  name: string,
  options: {
    signer?: typeof alice;
    message?: string;
    coinType?: number;
    address?: string;
    signature?: string;
  } = {},
  base = cloud.url,
) {
  const signer = options.signer ?? alice;
  const message = options.message ?? messageFor(name);
  const response = await fetch(`${base}/v1/profile/account?projectId=kit-local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: options.coinType ?? MAINNET_COIN_TYPE,
      address: options.address ?? signer.address,
      message,
      signature: options.signature ?? (await signer.signMessage(message)),
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const get = async (pathAndQuery: string, base = cloud.url) => {
  const response = await fetch(`${base}${pathAndQuery}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

const reason = (description: string | RegExp) => ({
  reasons: [
    {
      description:
        typeof description === 'string' ? description : expect.stringMatching(description),
    },
  ],
});

describe('POST /v1/profile/account (name registration)', () => {
  it('registers a name signed by its address and answers the record', async () => {
    const { status, body } = await register('alice.kit.id');
    expect(status).toBe(200);
    expect(body).toEqual({
      name: 'alice.kit.id',
      registered_at: expect.any(Number),
      updated_at: body.registered_at,
      addresses: { [MAINNET_COIN_TYPE]: { address: alice.address, created: body.registered_at } },
      attributes: {},
    });
  });

  it('resolves the name, full or bare, and finds it by reverse lookup', async () => {
    await register('resolver.kit.id');
    const full = await get('/v1/profile/account/resolver.kit.id?apiVersion=2&projectId=kit-local');
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ name: 'resolver.kit.id' });
    const bare = await get('/v1/profile/account/resolver?apiVersion=2&projectId=kit-local');
    expect(bare.body).toEqual(full.body);
    const reverse = await get(
      `/v1/profile/reverse/${alice.address.toLowerCase()}?apiVersion=2&sender=${bob.address}&projectId=kit-local`,
    );
    expect(reverse.status).toBe(200);
    expect((reverse.body as Array<{ name: string }>).map((record) => record.name)).toContain(
      'resolver.kit.id',
    );
  });

  it('lists the names of an address newest first, and none for an address without names', async () => {
    await register('bob-first.kit.id', { signer: bob });
    await register('bob-second.kit.id', { signer: bob });
    const reverse = await get(
      `/v1/profile/reverse/${bob.address}?apiVersion=2&projectId=kit-local`,
    );
    const names = (reverse.body as Array<{ name: string }>).map((record) => record.name);
    expect(names.indexOf('bob-second.kit.id')).toBeLessThan(names.indexOf('bob-first.kit.id'));
    const nobody = await get(
      '/v1/profile/reverse/0x000000000000000000000000000000000000dEaD?apiVersion=2&projectId=kit-local',
    );
    expect(nobody).toEqual({ status: 200, body: [] });
  });

  it('accepts the bare name with a zone, and any ENSIP-11 EVM coin type', async () => {
    const message = JSON.stringify({
      name: 'zoned',
      zone: 'kit.id',
      attributes: { bio: 'hi' },
      timestamp: nowSeconds(),
    });
    const { status, body } = await register('zoned', { message, coinType: 0x80000000 + 31337 });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'zoned.kit.id',
      attributes: { bio: 'hi' },
      addresses: { [0x80000000 + 31337]: { address: alice.address } },
    });
  });

  it("refuses a taken name, in any letter case, with 409 'Name already registered'", async () => {
    await register('taken.kit.id');
    expect(await register('taken.kit.id', { signer: bob })).toEqual({
      status: 409,
      body: reason('Name already registered'),
    });
    expect(await register('TAKEN.kit.id', { signer: bob })).toEqual({
      status: 409,
      body: reason('Name already registered'),
    });
  });

  it("refuses a signature by another key, or a malformed one, as 'Invalid signature'", async () => {
    const message = messageFor('forged.kit.id');
    const byBob = await bob.signMessage(message);
    expect(await register('forged.kit.id', { message, signature: byBob })).toEqual({
      status: 400,
      body: reason('Invalid signature'),
    });
    expect(await register('forged.kit.id', { message, signature: '0x1234' })).toEqual({
      status: 400,
      body: reason('Invalid signature'),
    });
    // The refused name stays free.
    expect((await get('/v1/profile/account/forged.kit.id?projectId=kit-local')).status).toBe(404);
  });

  it('refuses a message other than the one signed', async () => {
    const signature = await alice.signMessage(messageFor('signed.kit.id'));
    const result = await register('swapped.kit.id', { signature });
    expect(result).toEqual({ status: 400, body: reason('Invalid signature') });
  });

  it.each([
    ['SLIP-44 60', 60],
    ['the bare flag', 0x80000000],
    ['a string', '2147483649'],
    ['beyond 32 bits', 0x1_0000_0001],
  ])('refuses a coin type that is not ENSIP-11 EVM (%s)', async (_, coinType) => {
    const result = await register('coins.kit.id', { coinType: coinType as number });
    expect(result).toEqual({ status: 400, body: reason(/^Invalid coin type/) });
  });

  it("refuses a timestamp more than 10 minutes old as 'Message expired'", async () => {
    const message = messageFor('late.kit.id', { timestamp: nowSeconds() - 11 * 60 });
    expect(await register('late.kit.id', { message })).toEqual({
      status: 400,
      body: reason('Message expired'),
    });
  });

  it('refuses a timestamp more than 10 minutes ahead, such as milliseconds', async () => {
    const message = messageFor('early.kit.id', { timestamp: Date.now() });
    expect(await register('early.kit.id', { message })).toEqual({
      status: 400,
      body: reason(/^Message timestamp is in the future/),
    });
  });

  it.each([
    ['too short', 'ab.kit.id'],
    ['with a space', 'bad name.kit.id'],
    ['with a Cyrillic look-alike letter', '\u0430lice.kit.id'],
    ['with an underscore', 'under_score.kit.id'],
    ['longer than a DNS label', `${'a'.repeat(64)}.kit.id`],
  ])('refuses a name %s', async (_, name) => {
    expect(await register(name)).toEqual({ status: 400, body: reason(/^Invalid name/) });
  });

  it('refuses another zone and a message that is not the JSON format', async () => {
    expect(await register('alice.eth')).toEqual({
      status: 400,
      body: reason(/^Unsupported zone/),
    });
    expect(await register('plain', { message: 'Register plain.kit.id' })).toEqual({
      status: 400,
      body: reason(/^Invalid message/),
    });
  });

  it('refuses an address that is not an EVM address', async () => {
    const result = await register('addr.kit.id', { address: 'not-an-address' });
    expect(result).toEqual({ status: 400, body: reason(/^Invalid address/) });
  });

  it('needs a project id, as every service endpoint', async () => {
    const response = await fetch(`${cloud.url}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
  });
});

describe('GET /v1/profile/account/{name}', () => {
  it("answers 404 'Name not found' for a free name", async () => {
    expect(await get('/v1/profile/account/nobody.kit.id?apiVersion=2&projectId=kit-local')).toEqual(
      {
        status: 404,
        body: reason('Name not found'),
      },
    );
  });

  it('answers 400 for a name that cannot exist', async () => {
    const result = await get('/v1/profile/account/bad_name.kit.id?projectId=kit-local');
    expect(result).toEqual({ status: 400, body: reason(/^Invalid name/) });
  });
});

describe('GET /v1/profile/suggestions/{name}', () => {
  const suggestions = async (name: string, zone = 'kit.id') => {
    const { status, body } = await get(
      `/v1/profile/suggestions/${encodeURIComponent(name)}?zone=${zone}&projectId=kit-local`,
    );
    expect(status).toBe(200);
    return (body as { suggestions: Array<{ name: string; registered: boolean }> }).suggestions;
  };

  it('offers a free name first, then free variants with digits and suffixes', async () => {
    const list = await suggestions('fresh');
    expect(list[0]).toEqual({ name: 'fresh.kit.id', registered: false });
    expect(list.map((s) => s.name)).toEqual(
      expect.arrayContaining(['fresh1.kit.id', 'fresh-kit.kit.id']),
    );
    expect(list.every((s) => s.registered === false)).toBe(true);
  });

  it('leaves out taken names: the name itself and taken variants', async () => {
    await register('popular.kit.id');
    await register('popular1.kit.id');
    const names = (await suggestions('popular')).map((s) => s.name);
    expect(names).not.toContain('popular.kit.id');
    expect(names).not.toContain('popular1.kit.id');
    expect(names).toContain('popular2.kit.id');
  });

  it('offers only valid names for a name too short to register', async () => {
    const names = (await suggestions('ab')).map((s) => s.name);
    expect(names).not.toContain('ab.kit.id');
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /^[a-z0-9-]{4,}\.kit\.id$/.test(name))).toBe(true);
  });

  it('refuses bad characters and another zone', async () => {
    const bad = await get('/v1/profile/suggestions/bad%20name?zone=kit.id&projectId=kit-local');
    expect(bad).toEqual({ status: 400, body: reason(/^Invalid name/) });
    const zone = await get('/v1/profile/suggestions/fresh?zone=eth&projectId=kit-local');
    expect(zone).toEqual({ status: 400, body: reason(/^Unsupported zone/) });
  });
});

describe('names across restarts', () => {
  it('keeps registered names in the data dir: a restarted cloud resolves them', async () => {
    const own = mkdtempSync(path.join(tmpdir(), 'kit-names-restart-'));
    try {
      const first = await startCloud({ dataDir: own });
      try {
        expect((await register('durable.kit.id', {}, first.url)).status).toBe(200);
      } finally {
        await first.stop();
      }
      const second = await startCloud({ dataDir: own });
      try {
        const resolved = await get(
          '/v1/profile/account/durable.kit.id?apiVersion=2&projectId=kit-local',
          second.url,
        );
        expect(resolved.body).toMatchObject({ name: 'durable.kit.id' });
        const reverse = await get(
          `/v1/profile/reverse/${alice.address}?apiVersion=2&projectId=kit-local`,
          second.url,
        );
        expect(reverse.body).toEqual([expect.objectContaining({ name: 'durable.kit.id' })]);
        expect((await register('durable.kit.id', { signer: bob }, second.url)).status).toBe(409);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});

describe('GET /v1/identity joins the names service', () => {
  it("answers the address's newest registered name and that name's avatar attribute", async () => {
    // A fresh key (not an anvil one), so no other test's names are in the way.
    const owner = new Wallet(Wallet.createRandom().privateKey);
    const identity = async (address: string) =>
      (await get(`/v1/identity/${address}?projectId=kit-local`)).body;
    expect(await identity(owner.address)).toEqual({ name: null, avatar: null });

    expect((await register('first-name.kit.id', { signer: owner })).status).toBe(200);
    expect(await identity(owner.address)).toEqual({ name: 'first-name.kit.id', avatar: null });

    const avatar = 'https://example.com/avatar.png';
    const message = messageFor('second-name.kit.id', { attributes: { avatar } });
    expect((await register('second-name.kit.id', { signer: owner, message })).status).toBe(200);
    // Registered in the same second as the first: the later registration still wins.
    expect(await identity(owner.address.toLowerCase())).toEqual({
      name: 'second-name.kit.id',
      avatar,
    });
  });
});
