import { type SiwxMessageData } from '@kit/core';
import { createSiwxMessage } from '@kit/core/siwx';
import { deployContractAccount, startDevnet, toDevnetInfo, type Devnet } from '@kit/testing';
import { Wallet } from 'ethers';
import { devWallet } from '../server/anvil-keys.spec-helper';
import { startCloud, type Cloud } from '../start-cloud';

const ORIGIN = 'http://127.0.0.1:5173';
const alice = devWallet(0);

let devnet: Devnet;
let cloud: Cloud;

beforeAll(async () => {
  devnet = await startDevnet();
  cloud = await startCloud({ devnet: toDevnetInfo(devnet) });
}, 30_000);

afterAll(async () => {
  await cloud?.stop();
  await devnet?.stop();
});

async function post(
  path: string,
  body: unknown,
  origin: string | null = ORIGIN,
  projectId = 'kit-local',
) {
  const response = await fetch(`${cloud.url}${path}?projectId=${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function nonce() {
  const { body } = await post('/auth/v1/nonce', {});
  return body as { nonce: string; nonceToken: string };
}

function messageFor(address: string, nonceValue: string, overrides: Partial<SiwxMessageData> = {}) {
  const now = Date.now();
  return createSiwxMessage({
    accountAddress: address,
    chainId: 'eip155:31337',
    domain: '127.0.0.1:5173',
    uri: ORIGIN,
    version: '1',
    nonce: nonceValue,
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 3_600_000).toISOString(),
    ...overrides,
  });
}

const reason = (description: string) => ({ reasons: [{ description }] });

describe('sign in with X, verified by apps/cloud', () => {
  it('issues a nonce, verifies an EOA signature, lists and revokes the session', async () => {
    const issued = await nonce();
    expect(issued.nonce).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(issued.nonceToken).toMatch(/^[0-9a-f]{64}$/);
    const message = messageFor(alice.address, issued.nonce);
    const signature = await alice.signMessage(message);
    const auth = await post('/auth/v1/authenticate', {
      message,
      signature,
      nonceToken: issued.nonceToken,
    });
    expect(auth.status).toBe(200);
    const authToken = auth.body.authToken as string;
    expect(authToken).toMatch(/^[0-9a-f]{64}$/);
    expect(auth.body.session).toMatchObject({
      message,
      signature,
      data: { accountAddress: alice.address },
    });

    const listed = await post('/auth/v1/sessions', {
      authToken,
      chainId: 'eip155:31337',
      address: alice.address.toLowerCase(),
    });
    expect(listed.body).toEqual({ sessions: [auth.body.session] });
    const revoked = await post('/auth/v1/sessions/revoke', {
      authToken,
      chainId: 'eip155:31337',
      address: alice.address,
    });
    expect(revoked.body).toEqual({ revoked: 1 });
    expect((await post('/auth/v1/sessions', { authToken })).body).toEqual({ sessions: [] });
  });

  it('keeps several sessions under one auth token and revokes them all at once', async () => {
    const first = await nonce();
    const m1 = messageFor(alice.address, first.nonce);
    const auth = await post('/auth/v1/authenticate', {
      message: m1,
      signature: await alice.signMessage(m1),
      nonceToken: first.nonceToken,
    });
    const authToken = auth.body.authToken as string;
    const second = await nonce();
    const m2 = messageFor(alice.address, second.nonce, { chainId: 'eip155:1' });
    const again = await post('/auth/v1/authenticate', {
      message: m2,
      signature: await alice.signMessage(m2),
      nonceToken: second.nonceToken,
      authToken,
    });
    expect(again.body.authToken).toBe(authToken);
    expect(
      ((await post('/auth/v1/sessions', { authToken })).body.sessions as unknown[]).length,
    ).toBe(2);
    expect((await post('/auth/v1/sessions/revoke', { authToken })).body).toEqual({ revoked: 2 });
  });

  // Deploys a contract account and verifies through eth_call: seconds on a loaded machine.
  it('verifies an ERC-1271 contract account on the devnet', async () => {
    const [deployer, ownerAccount] = devnet.accounts;
    const chain = devnet.chains[0];
    if (!deployer || !ownerAccount || !chain) throw new Error('devnet without accounts');
    const owner = new Wallet(ownerAccount.privateKey);
    const contract = await deployContractAccount({
      chain,
      from: deployer.address,
      owner: owner.address,
    });
    const issued = await nonce();
    const message = messageFor(contract, issued.nonce);
    const auth = await post('/auth/v1/authenticate', {
      message,
      signature: await owner.signMessage(message),
      nonceToken: issued.nonceToken,
    });
    expect(auth.status).toBe(200);
    const stranger = await nonce();
    const forged = messageFor(contract, stranger.nonce);
    const refused = await post('/auth/v1/authenticate', {
      message: forged,
      signature: await Wallet.createRandom().signMessage(forged),
      nonceToken: stranger.nonceToken,
    });
    expect(refused).toEqual({
      status: 401,
      body: reason('The sign-in signature could not be verified'),
    });
  }, 30_000);

  it('refuses a replayed nonce, another nonce, another origin and another signer', async () => {
    const issued = await nonce();
    const message = messageFor(alice.address, issued.nonce);
    const signature = await alice.signMessage(message);
    expect(
      (await post('/auth/v1/authenticate', { message, signature, nonceToken: issued.nonceToken }))
        .status,
    ).toBe(200);
    expect(
      await post('/auth/v1/authenticate', { message, signature, nonceToken: issued.nonceToken }),
    ).toEqual({
      status: 401,
      body: reason('Unknown, used or expired nonce'),
    });

    const other = await nonce();
    const wrongNonce = messageFor(alice.address, 'abcdefgh12345678');
    expect(
      (
        await post('/auth/v1/authenticate', {
          message: wrongNonce,
          signature: await alice.signMessage(wrongNonce),
          nonceToken: other.nonceToken,
        })
      ).status,
    ).toBe(401);

    const third = await nonce();
    const m3 = messageFor(alice.address, third.nonce);
    expect(
      await post(
        '/auth/v1/authenticate',
        { message: m3, signature: await alice.signMessage(m3), nonceToken: third.nonceToken },
        // Allowed for the project (a foreign origin gets 403 before this check), not the domain.
        'http://localhost:4000',
      ),
    ).toEqual({
      status: 401,
      body: reason("The message's domain 127.0.0.1:5173 is not the requesting origin"),
    });

    const fourth = await nonce();
    const m4 = messageFor(alice.address, fourth.nonce);
    expect(
      await post('/auth/v1/authenticate', {
        message: m4,
        signature: await devWallet(1).signMessage(m4),
        nonceToken: fourth.nonceToken,
      }),
    ).toEqual({
      status: 401,
      body: reason('The sign-in signature could not be verified'),
    });
  });

  it('names the faulty field of a malformed message, and refuses an expired one', async () => {
    const issued = await nonce();
    const message = messageFor(alice.address, issued.nonce).replace('Version: 1', 'Version: 2');
    expect(
      await post('/auth/v1/authenticate', {
        message,
        signature: '0x',
        nonceToken: issued.nonceToken,
      }),
    ).toEqual({
      status: 400,
      body: reason('Invalid sign-in message: version'),
    });
    const next = await nonce();
    const expired = messageFor(alice.address, next.nonce, {
      expirationTime: '2020-01-01T00:00:00Z',
    });
    expect(
      (
        await post('/auth/v1/authenticate', {
          message: expired,
          signature: await alice.signMessage(expired),
          nonceToken: next.nonceToken,
        })
      ).status,
    ).toBe(401);
  });

  it('refuses unknown or malformed tokens and unknown projects', async () => {
    expect(await post('/auth/v1/sessions', { authToken: 'f'.repeat(64) })).toEqual({
      status: 200,
      body: { sessions: [] },
    });
    expect(await post('/auth/v1/sessions', { authToken: 'nope' })).toEqual({
      status: 401,
      body: reason('Missing or malformed authToken'),
    });
    const issued = await nonce();
    const message = messageFor(alice.address, issued.nonce);
    expect(
      await post('/auth/v1/authenticate', {
        message,
        signature: await alice.signMessage(message),
        nonceToken: issued.nonceToken,
        authToken: 'a'.repeat(64),
      }),
    ).toEqual({
      status: 401,
      body: reason('Unknown auth token'),
    });
    expect((await post('/auth/v1/nonce', {}, ORIGIN, 'unknown-project')).status).toBe(401);
  });
});
