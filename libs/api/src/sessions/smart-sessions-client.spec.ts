import { startCloud, type Cloud } from '@kit/cloud';
import { Wallet } from 'ethers';
import { isApiRequestError, type ApiRequestError } from '../http/api-request-error';
import {
  buildRevokeMessage,
  createSmartSessionsClient,
  type SmartSessionsClient,
  type SmartSessionsRequestsLoader,
} from './smart-sessions-client';

/** The request code loaded as the page loads it, from its own chunk. */
const loadRequests: SmartSessionsRequestsLoader = () => import('./smart-sessions-requests');

// Anvil's well-known dev keys (public test keys).
const owner = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const stranger = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const permissions = [
  { type: 'contract-call', data: { address: '0x0000000000000000000000000000000000000001' } },
];
// Far ahead, so the sessions stand whatever the machine's date.
const FAR_EXPIRY = 4_000_000_000;

let cloud: Cloud;
let sessions: SmartSessionsClient;

beforeAll(async () => {
  cloud = await startCloud();
  sessions = createSmartSessionsClient(
    { baseUrl: cloud.url, projectId: 'kit-local' },
    loadRequests,
  );
});

afterAll(async () => {
  await cloud.stop();
});

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    expect(isApiRequestError(error)).toBe(true);
    return error as ApiRequestError;
  }
  throw new Error('expected the call to fail');
}

describe('SmartSessionsClient against the local cloud', () => {
  it('lists granted sessions; a revoked one is listed no more', async () => {
    const first = await cloud.sessions.grant({
      address: owner.address,
      permissions,
      expiry: FAR_EXPIRY,
    });
    const second = await cloud.sessions.grant({
      address: owner.address,
      permissions,
      expiry: FAR_EXPIRY,
      chainId: 31337,
    });
    const listed = await sessions.getSessions(owner.address);
    expect(listed.map((s) => s.pci)).toEqual([second.pci, first.pci]);
    expect(listed[0]).toEqual({
      pci: second.pci,
      address: owner.address,
      projectId: 'kit-local',
      chainId: 31337,
      createdAt: expect.any(Number),
      expiry: FAR_EXPIRY,
      permissions,
    });

    const signature = await owner.signMessage(buildRevokeMessage(first.pci));
    const revoked = await sessions.revokeSession({
      address: owner.address,
      pci: first.pci,
      signature,
    });
    expect(revoked).toEqual({ pci: first.pci, revokedAt: expect.any(Number) });
    expect((await sessions.getSessions(owner.address)).map((s) => s.pci)).toEqual([second.pci]);
  });

  it("refuses a revocation signed by another key with the service's 'Invalid signature'", async () => {
    const session = await cloud.sessions.grant({
      address: owner.address,
      permissions,
      expiry: FAR_EXPIRY,
    });
    const signature = await stranger.signMessage(buildRevokeMessage(session.pci));
    const error = await failure(
      sessions.revokeSession({ address: owner.address, pci: session.pci, signature }),
    );
    expect(error.status).toBe(400);
    expect(error.serverReason).toBe('Invalid signature');
    expect((await sessions.getSessions(owner.address)).map((s) => s.pci)).toContain(session.pci);
  });

  it('takes a CAIP-10 address as well', async () => {
    const session = await cloud.sessions.grant({
      address: stranger.address,
      permissions,
      expiry: FAR_EXPIRY,
    });
    const listed = await sessions.getSessions(`eip155:31337:${stranger.address}`);
    expect(listed.map((s) => s.pci)).toContain(session.pci);
  });

  it('rejects a call whose request code failed to load as a network error, and loads it again on the next call', async () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module');
    const load = jest
      .fn<ReturnType<SmartSessionsRequestsLoader>, []>()
      .mockRejectedValueOnce(chunkError)
      .mockImplementation(loadRequests);
    const flaky = createSmartSessionsClient({ baseUrl: cloud.url, projectId: 'kit-local' }, load);
    expect(load).not.toHaveBeenCalled();
    const error = await flaky.getSessions(owner.address).catch((caught: unknown) => caught);
    expect(isApiRequestError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'API_NETWORK_ERROR', cause: chunkError });
    await expect(flaky.getSessions(owner.address)).resolves.toEqual(expect.any(Array));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('builds the revoke message the service checks', () => {
    expect(buildRevokeMessage('0xabc')).toBe('Revoke smart session 0xabc');
  });
});
