import { startCloud, type Cloud } from '@kit/cloud';
import { createSiwxMessage } from '@kit/core/siwx';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Wallet } from 'ethers';
import { createSiwxClient } from './siwx-client';

// apps/cloud checks the message's domain against the Origin header browsers send; Node's fetch
// sends none, so the message's domain is free here.
let cloud: Cloud;
const wallet = Wallet.createRandom();

beforeAll(async () => {
  cloud = await startCloud();
});

afterAll(async () => {
  await cloud.stop();
});

function message(nonce: string, chainId: `eip155:${number}` = 'eip155:31337') {
  return createSiwxMessage({
    accountAddress: wallet.address,
    chainId,
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    version: '1',
    nonce,
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
  });
}

describe('createSiwxClient against apps/cloud', () => {
  const client = () => createSiwxClient({ baseUrl: cloud.url, projectId: 'kit-local' });

  it('gets a nonce, authenticates, lists one network and revokes', async () => {
    const { nonce, nonceToken } = await client().getNonce();
    const text = message(nonce);
    const signature = await wallet.signMessage(text);
    const { authToken, session } = await client().authenticate({
      message: text,
      signature,
      nonceToken,
    });
    expect(session).toMatchObject({
      message: text,
      signature,
      data: { nonce, chainId: 'eip155:31337' },
    });
    await expect(
      client().getSessions(authToken, { chainId: 'eip155:31337', address: wallet.address }),
    ).resolves.toEqual([session]);
    await expect(
      client().getSessions(authToken, { chainId: 'eip155:1', address: wallet.address }),
    ).resolves.toEqual([]);
    await expect(client().revokeSessions(authToken)).resolves.toBe(1);
    await expect(client().getSessions(authToken)).resolves.toEqual([]);
  });

  it("fails with the service's reason when the signature does not verify", async () => {
    const { nonce, nonceToken } = await client().getNonce();
    const text = message(nonce);
    const signature = await Wallet.createRandom().signMessage(text);
    await expect(
      client().authenticate({ message: text, signature, nonceToken }),
    ).rejects.toMatchObject({
      code: 'API_HTTP_ERROR',
      status: 401,
      serverReason: 'The sign-in signature could not be verified',
    });
  });

  it('refuses a malformed answer as API_INVALID_RESPONSE', async () => {
    const server: Server = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ nonce: 'short', nonceToken: 'x' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const bad = createSiwxClient({ baseUrl: `http://127.0.0.1:${port}`, projectId: 'kit-local' });
      await expect(bad.getNonce()).rejects.toMatchObject({ code: 'API_INVALID_RESPONSE' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
