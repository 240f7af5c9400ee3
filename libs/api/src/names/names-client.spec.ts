import { isKitError, type KitError } from '@kit/core';
import { startCloud, type Cloud } from '@kit/cloud';
import { Wallet } from 'ethers';
import { isApiRequestError } from '../http/api-request-error';
import { buildNameRegistrationMessage, coinTypeForChainId } from './name-messages';
import { createNamesClient, type NamesClient, type NamesRequestsLoader } from './names-client';

/** The request code loaded as the page loads it, from its own chunk. */
const loadRequests: NamesRequestsLoader = () => import('./names-requests');

// Anvil's well-known dev keys (public test keys).
const alice = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const bob = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const DEVNET_CHAIN_ID = 31337;

let cloud: Cloud;
let names: NamesClient;

beforeAll(async () => {
  cloud = await startCloud();
});

beforeEach(() => {
  names = createNamesClient({ baseUrl: cloud.url, projectId: 'kit-local' }, loadRequests);
});

afterEach(() => {
  cloud.faults.clear();
  jest.restoreAllMocks();
});

afterAll(async () => {
  await cloud.stop();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function signedRegistration(name: string, signer = alice) {
  const message = buildNameRegistrationMessage({ name, timestamp: nowSeconds() });
  return {
    address: signer.address,
    coinType: coinTypeForChainId(DEVNET_CHAIN_ID),
    message,
    signature: await signer.signMessage(message),
  };
}

async function failure(promise: Promise<unknown>): Promise<KitError> {
  try {
    await promise;
  } catch (error) {
    expect(isKitError(error)).toBe(true);
    return error as KitError;
  }
  throw new Error('expected the call to fail');
}

describe('NamesClient against the local cloud', () => {
  it('registers a signed name, then resolves it and finds it by reverse lookup', async () => {
    const record = await names.registerName(await signedRegistration('carol'));
    expect(record).toMatchObject({
      name: 'carol.kit.id',
      addresses: { [coinTypeForChainId(DEVNET_CHAIN_ID)]: { address: alice.address } },
      attributes: {},
    });
    const fresh = createNamesClient({ baseUrl: cloud.url, projectId: 'kit-local' }, loadRequests);
    expect(await fresh.resolveName('carol.kit.id')).toEqual(record);
    expect(await fresh.resolveName('Carol')).toEqual(record);
    const owned = await fresh.reverseLookup({ address: alice.address, sender: bob.address });
    expect(owned.map((entry) => entry.name)).toContain('carol.kit.id');
  });

  it("passes the server's reason through: a taken name fails with 'Name already registered'", async () => {
    await names.registerName(await signedRegistration('dave'));
    const error = await failure(names.registerName(await signedRegistration('dave', bob)));
    expect(error.code).toBe('NAME_REGISTER_FAILED');
    expect(error.message).toBe('Name already registered');
    expect(isApiRequestError(error.cause) && error.cause.status).toBe(409);
  });

  it("passes 'Invalid signature' through for a registration signed by another key", async () => {
    const registration = await signedRegistration('erin');
    const forged = { ...registration, signature: await bob.signMessage(registration.message) };
    expect((await failure(names.registerName(forged))).message).toBe('Invalid signature');
  });

  it("fails to resolve a free name with the server's 'Name not found'", async () => {
    const error = await failure(names.resolveName('nobody-here'));
    expect(error.code).toBe('NAME_RESOLVE_FAILED');
    expect(error.message).toBe('Name not found');
  });

  it('suggests free names only, leaving out the taken ones', async () => {
    await names.registerName(await signedRegistration('frank'));
    const suggestions = await names.getSuggestions('frank');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.map((s) => s.name)).not.toContain('frank.kit.id');
    expect(suggestions.every((s) => s.registered === false)).toBe(true);
    expect((await names.getSuggestions('frank-new.kit.id'))[0]).toEqual({
      name: 'frank-new.kit.id',
      registered: false,
    });
  });

  it('puts a new registration into the cached reverse lookup of its address, newest first', async () => {
    const before = await names.reverseLookup({ address: bob.address });
    const record = await names.registerName(await signedRegistration('grace', bob));
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    expect(await names.reverseLookup({ address: bob.address })).toEqual([record, ...before]);
    expect(await names.resolveName('grace')).toEqual(record);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('NamesClient error messages without a server reason (spec §8 defaults)', () => {
  it.each([
    [
      'resolving',
      '/v1/profile/account/*',
      () => names.resolveName('alice'),
      'Error resolving name',
    ],
    [
      'a reverse lookup',
      '/v1/profile/reverse/*',
      () => names.reverseLookup({ address: alice.address }),
      'Error fetching names for address',
    ],
    [
      'suggestions',
      '/v1/profile/suggestions/*',
      () => names.getSuggestions('alice'),
      'Error fetching name suggestions',
    ],
  ])('a 500 with a plain body while %s gives %p', async (_, path, run, expected) => {
    cloud.faults.set(path, { kind: 'status', status: 500 });
    const error = await failure(run());
    expect(error.message).toBe(expected);
    expect(isApiRequestError(error.cause, 'SERVER_ERROR')).toBe(true);
  });

  it("a failed registration says 'Error registering name <name>'", async () => {
    cloud.faults.set('/v1/profile/account', { kind: 'status', status: 500 });
    const error = await failure(names.registerName(await signedRegistration('heidi')));
    expect(error.code).toBe('NAME_REGISTER_FAILED');
    expect(error.message).toBe('Error registering name heidi.kit.id');
  });

  it('a malformed answer or an unreachable service gives the default too', async () => {
    cloud.faults.set('/v1/profile/account/*', { kind: 'malformed' });
    expect((await failure(names.resolveName('alice'))).message).toBe('Error resolving name');
    const offline = createNamesClient(
      { baseUrl: 'http://127.0.0.1:1', projectId: 'kit-local' },
      loadRequests,
    );
    expect((await failure(offline.getSuggestions('alice'))).message).toBe(
      'Error fetching name suggestions',
    );
  });

  it("an unknown project's 401 { message } gives the default, its alert kept on the cause", async () => {
    const stranger = createNamesClient(
      { baseUrl: cloud.url, projectId: 'unknown-project' },
      loadRequests,
    );
    const error = await failure(stranger.resolveName('alice'));
    expect(error.message).toBe('Error resolving name');
    expect(isApiRequestError(error.cause) && error.cause.alert?.code).toBe('APKT007');
  });
});

describe('NamesClient caches', () => {
  it('answers a second lookup within 5 minutes from the cache and asks again after', async () => {
    const record = await names.registerName(await signedRegistration('ivan'));
    let now = 1_000_000;
    const clocked = createNamesClient(
      { baseUrl: cloud.url, projectId: 'kit-local', clock: { now: () => now } },
      loadRequests,
    );
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    expect(await clocked.resolveName('ivan')).toEqual(record);
    expect(await clocked.reverseLookup({ address: alice.address })).toContainEqual(record);
    expect(fetchSpy).toHaveBeenCalledTimes(2);

    now += 5 * 60_000 - 1;
    await clocked.resolveName('ivan.kit.id');
    await clocked.reverseLookup({ address: alice.address.toLowerCase() });
    expect(fetchSpy).toHaveBeenCalledTimes(2);

    now += 1;
    await clocked.resolveName('ivan');
    await clocked.reverseLookup({ address: alice.address });
    expect(fetchSpy).toHaveBeenCalledTimes(4);
  });

  it('does not cache a failure: the next lookup asks again', async () => {
    cloud.faults.set('/v1/profile/account/*', { kind: 'status', status: 503, times: 1 });
    await failure(names.resolveName('nobody-else'));
    expect((await failure(names.resolveName('nobody-else'))).message).toBe('Name not found');
  });

  it('rejects the call whose request code failed to load, and loads it again on the next call', async () => {
    const chunkError = new Error('Failed to fetch dynamically imported module');
    const load = jest
      .fn<ReturnType<NamesRequestsLoader>, []>()
      .mockRejectedValueOnce(chunkError)
      .mockImplementation(loadRequests);
    const flaky = createNamesClient({ baseUrl: cloud.url, projectId: 'kit-local' }, load);
    expect(load).not.toHaveBeenCalled();
    await expect(flaky.getSuggestions('judy')).rejects.toBe(chunkError);
    await expect(flaky.getSuggestions('judy')).resolves.toEqual(expect.any(Array));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('clears nothing (and loads no code) when asked before its first lookup', async () => {
    const fresh = createNamesClient({ baseUrl: cloud.url, projectId: 'kit-local' }, loadRequests);
    expect(() => fresh.clearCaches()).not.toThrow();
    await expect(fresh.reverseLookup({ address: alice.address })).resolves.toBeDefined();
  });

  it('forgets everything on clearCaches', async () => {
    await names.reverseLookup({ address: alice.address });
    names.clearCaches();
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    await names.reverseLookup({ address: alice.address });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
