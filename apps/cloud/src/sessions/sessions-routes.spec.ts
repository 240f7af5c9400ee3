import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devWallet } from '../server/anvil-keys.spec-helper';
import { startCloud, type Cloud } from '../start-cloud';
import { revokeMessageFor } from './sessions-service';

const owner = devWallet(0);
const stranger = devWallet(1);
const permissions = [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }];
// Far ahead, so the sessions stand whatever the machine's date.
const FAR_EXPIRY = 4_000_000_000;

let cloud: Cloud;

beforeAll(async () => {
  cloud = await startCloud({
    projects: [{ id: 'other-app', allowedOrigins: [] }],
  });
});

afterAll(async () => {
  await cloud.stop();
});

type Listed = { pcis: Array<{ pci: string; address: string; expiry: number }> };

async function list(address: string, projectId = 'kit-local'): Promise<Listed> {
  const response = await fetch(`${cloud.url}/v1/sessions/${address}?projectId=${projectId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Listed;
}

async function revoke(address: string, body: unknown, projectId = 'kit-local') {
  const response = await fetch(
    `${cloud.url}/v1/sessions/${address}/revoke?projectId=${projectId}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

const reason = (description: string) => ({ reasons: [{ description }] });

describe('smart sessions', () => {
  it('lists the standing sessions granted to an address, newest first', async () => {
    const address = devWallet(0).address;
    const first = await cloud.sessions.grant({
      address,
      permissions,
      expiry: FAR_EXPIRY,
      chainId: 1,
    });
    const second = await cloud.sessions.grant({ address, permissions, expiry: FAR_EXPIRY });
    expect(first.pci).toMatch(/^0x[0-9a-f]{64}$/);
    const { pcis } = await list(address.toLowerCase());
    expect(pcis.slice(0, 2).map((s) => s.pci)).toEqual([second.pci, first.pci]);
    expect(pcis[1]).toEqual({
      pci: first.pci,
      address,
      projectId: 'kit-local',
      chainId: 1,
      createdAt: expect.any(Number),
      expiry: FAR_EXPIRY,
      permissions,
    });
  });

  it('takes the address as a CAIP-10 id too', async () => {
    const granted = await cloud.sessions.grant({
      address: owner.address,
      permissions,
      expiry: FAR_EXPIRY,
    });
    const { pcis } = await list(`eip155:1:${owner.address}`);
    expect(pcis.map((s) => s.pci)).toContain(granted.pci);
  });

  it('leaves out expired sessions and those of other projects', async () => {
    const expired = await cloud.sessions.grant({ address: owner.address, permissions, expiry: 1 });
    const elsewhere = await cloud.sessions.grant({
      address: owner.address,
      permissions,
      expiry: FAR_EXPIRY,
      projectId: 'other-app',
    });
    const local = (await list(owner.address)).pcis.map((s) => s.pci);
    expect(local).not.toContain(expired.pci);
    expect(local).not.toContain(elsewhere.pci);
    expect((await list(owner.address, 'other-app')).pcis.map((s) => s.pci)).toEqual([
      elsewhere.pci,
    ]);
  });

  it("revokes a session with the owner's signature of 'Revoke smart session <pci>'", async () => {
    const keep = await cloud.sessions.grant({
      address: owner.address,
      permissions,
      expiry: FAR_EXPIRY,
    });
    const drop = await cloud.sessions.grant({
      address: owner.address,
      permissions,
      expiry: FAR_EXPIRY,
    });
    const signature = await owner.signMessage(revokeMessageFor(drop.pci));
    const result = await revoke(owner.address, { pci: drop.pci, signature });
    expect(result).toEqual({
      status: 200,
      body: { success: true, pci: drop.pci, revokedAt: expect.any(Number) },
    });
    const listed = (await list(owner.address)).pcis.map((s) => s.pci);
    expect(listed).not.toContain(drop.pci);
    expect(listed).toContain(keep.pci);
    // Sent again (a double click, a replay) it changes nothing and answers the same.
    expect(await revoke(owner.address, { pci: drop.pci, signature })).toEqual(result);
  });

  it("refuses a revocation signed by another key as 'Invalid signature', keeping the session", async () => {
    const session = await cloud.sessions.grant({
      address: owner.address,
      permissions,
      expiry: FAR_EXPIRY,
    });
    const signature = await stranger.signMessage(revokeMessageFor(session.pci));
    expect(await revoke(owner.address, { pci: session.pci, signature })).toEqual({
      status: 400,
      body: reason('Invalid signature'),
    });
    expect((await list(owner.address)).pcis.map((s) => s.pci)).toContain(session.pci);
  });

  it('refuses a signature of another message, and a revocation of an unknown session', async () => {
    const session = await cloud.sessions.grant({
      address: owner.address,
      permissions,
      expiry: FAR_EXPIRY,
    });
    const wrong = await owner.signMessage(`Revoke ${session.pci}`);
    expect((await revoke(owner.address, { pci: session.pci, signature: wrong })).status).toBe(400);
    const unknown = `0x${'ab'.repeat(32)}`;
    const signature = await owner.signMessage(revokeMessageFor(unknown));
    expect(await revoke(owner.address, { pci: unknown, signature })).toEqual({
      status: 404,
      body: reason('Session not found'),
    });
  });

  it('refuses a malformed pci, body or address with a reason', async () => {
    expect((await revoke(owner.address, { pci: 'nope', signature: '0x' })).status).toBe(400);
    expect((await revoke(owner.address, [])).status).toBe(400);
    const response = await fetch(`${cloud.url}/v1/sessions/not-an-address?projectId=kit-local`);
    expect(response.status).toBe(400);
  });

  it('refuses a malformed grant from code with a TypeError', async () => {
    await expect(
      cloud.sessions.grant({ address: 'nope', permissions, expiry: FAR_EXPIRY }),
    ).rejects.toThrow(TypeError);
    await expect(
      cloud.sessions.grant({ address: owner.address, permissions: [], expiry: FAR_EXPIRY }),
    ).rejects.toThrow(/permissions/);
    await expect(
      cloud.sessions.grant({
        address: owner.address,
        permissions,
        expiry: FAR_EXPIRY,
        projectId: 'unknown',
      }),
    ).rejects.toThrow(/projectId/);
  });

  it('seeds a session through the loopback-only POST /debug/sessions', async () => {
    const response = await fetch(`${cloud.url}/debug/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: stranger.address, permissions, expiry: FAR_EXPIRY }),
    });
    expect(response.status).toBe(201);
    const session = (await response.json()) as { pci: string };
    expect((await list(stranger.address)).pcis.map((s) => s.pci)).toContain(session.pci);
    const bad = await fetch(`${cloud.url}/debug/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: stranger.address, permissions: [], expiry: FAR_EXPIRY }),
    });
    expect(bad.status).toBe(400);
  });

  it('refuses /debug/sessions to a request naming a non-loopback host (DNS rebinding)', async () => {
    const before = (await list(stranger.address)).pcis.length;
    const body = JSON.stringify({ address: stranger.address, permissions, expiry: FAR_EXPIRY });
    const status = await new Promise<number>((resolve, reject) => {
      request(
        `${cloud.url}/debug/sessions`,
        {
          method: 'POST',
          headers: { host: 'attacker.example', 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      )
        .on('error', reject)
        .end(body);
    });
    expect(status).toBe(403);
    expect((await list(stranger.address)).pcis).toHaveLength(before);
  });
});

describe('smart sessions across restarts', () => {
  it('keeps sessions and revocations in the data dir', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kit-sessions-restart-'));
    try {
      const first = await startCloud({ dataDir });
      const kept = await first.sessions.grant({
        address: owner.address,
        permissions,
        expiry: FAR_EXPIRY,
      });
      const revoked = await first.sessions.grant({
        address: owner.address,
        permissions,
        expiry: FAR_EXPIRY,
      });
      const signature = await owner.signMessage(revokeMessageFor(revoked.pci));
      await fetch(`${first.url}/v1/sessions/${owner.address}/revoke?projectId=kit-local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pci: revoked.pci, signature }),
      });
      await first.stop();
      const second = await startCloud({ dataDir });
      try {
        const response = await fetch(
          `${second.url}/v1/sessions/${owner.address}?projectId=kit-local`,
        );
        const { pcis } = (await response.json()) as Listed;
        expect(pcis.map((s) => s.pci)).toEqual([kept.pci]);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
