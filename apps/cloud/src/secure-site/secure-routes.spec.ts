import { createDevnetProvider, startDevnet, toDevnetInfo, type Devnet } from '@kit/testing';
import {
  getAddress,
  hashMessage,
  hexlify,
  Interface,
  toBeHex,
  toUtf8Bytes,
  verifyMessage,
  type JsonRpcProvider,
} from 'ethers';
import { LOCAL_OIDC_USERS, localIdentityProviders } from '../dev-identity/local-oidc-users';
import { startLocalOidc, type LocalOidc } from '../dev-identity/start-local-oidc';
import { createCookieBrowser } from '../security/oidc-login.spec-helper';
import { startCloud, type Cloud } from '../start-cloud';
import { WELCOME_ETH, WELCOME_TOKENS } from './secure-wallet';

jest.setTimeout(60_000);

let devnet: Devnet;
let cloud: Cloud;
let provider: JsonRpcProvider;
let oidc: LocalOidc;

beforeAll(async () => {
  devnet = await startDevnet({ secondChain: true });
  provider = createDevnetProvider(devnet.chains[0]!);
  oidc = await startLocalOidc();
  // Dev mode for the local mailbox and the Farcaster stand-in; social logins at the local provider.
  cloud = await startCloud({
    devnet: toDevnetInfo(devnet),
    dev: true,
    identityProviders: localIdentityProviders(oidc.issuer),
  });
});

afterAll(async () => {
  await cloud?.stop();
  await oidc?.stop();
  provider?.destroy();
  await devnet?.stop();
});

/** A POST as the secure site's own pages make it (their Origin), with an optional session. */
async function api<T = Record<string, unknown>>(
  route: string,
  body: Record<string, unknown> = {},
  options: { token?: string; origin?: string } = {},
) {
  const response = await fetch(`${cloud.url}/secure/api/${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: options.origin ?? cloud.url,
      // The pages name their project: sessions are bound to it.
      'x-project-id': 'kit-local',
      ...(options.token !== undefined && { authorization: `Bearer ${options.token}` }),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** The newest code the local mailbox holds for `to`. */
async function mailedCode(to: string): Promise<string> {
  const response = await fetch(`${cloud.url}/mailbox/messages?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Array<{ subject: string }> };
  const match = /(\d{6})/.exec(messages[0]?.subject ?? '');
  if (!match) throw new Error(`no code mailed to ${to}`);
  return match[1]!;
}

/** The device id the secure frame keeps in its storage (a login remembers it). */
const DEVICE = 'routes-spec-device-0123456789';

async function emailLogin(email: string): Promise<string> {
  expect((await api('email/start', { email, deviceId: DEVICE })).body).toEqual({
    action: 'VERIFY_OTP',
  });
  const { status, body } = await api<{ token: string }>('email/verify', {
    email,
    deviceId: DEVICE,
    otp: await mailedCode(email.trim().toLowerCase()),
  });
  expect(status).toBe(200);
  return body.token;
}

describe('the secure site: e-mail OTP and the local mailbox', () => {
  it('mails a 6-digit code, logs in with it once, and gives the identity a funded devnet account', async () => {
    const token = await emailLogin('alice@example.com');
    const user = await api<{ address: string; email: string; provider: string }>(
      'user',
      { chainId: devnet.chains[0]!.chainId },
      { token },
    );
    expect(user.body).toMatchObject({ email: 'alice@example.com', provider: 'email' });
    expect(await provider.getBalance(user.body.address)).toBe(WELCOME_ETH);
  });

  it('throttles a second code inside the 30 s cooldown, saying how many seconds to wait', async () => {
    await emailLogin('grace@example.com');
    const throttled = await api<{ message: string }>('email/start', {
      email: 'grace@example.com',
      deviceId: DEVICE,
    });
    expect(throttled.status).toBe(429);
    const seconds = /^Too many requests\. Please try again after (\d+) seconds$/.exec(
      throttled.body.message,
    );
    expect(Number(seconds?.[1])).toBeGreaterThan(0);
    expect(Number(seconds?.[1])).toBeLessThanOrEqual(30);
  });

  it('gives one identity per e-mail however it is typed, and another to another e-mail', async () => {
    const first = await emailLogin('Heidi@Example.com ');
    const heidi = await api<{ address: string }>('user', {}, { token: first });
    const other = await emailLogin('ivan@example.com');
    const ivan = await api<{ address: string }>('user', {}, { token: other });
    expect(ivan.body.address).not.toBe(heidi.body.address);
    const byMail = await fetch(`${cloud.url}/mailbox/messages?to=heidi@example.com`);
    expect(((await byMail.json()) as { messages: unknown[] }).messages).toHaveLength(1);
  });

  it('refuses a wrong code, and a used one', async () => {
    await api('email/start', { email: 'carol@example.com' });
    const code = await mailedCode('carol@example.com');
    const wrong = await api<{ message: string }>('email/verify', {
      email: 'carol@example.com',
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong).toEqual({ status: 400, body: { message: 'Invalid or expired code' } });
    const again = { email: 'carol@example.com', otp: code, deviceId: DEVICE };
    expect((await api('email/verify', again)).status).toBe(200);
    expect((await api('email/verify', again)).status).toBe(400);
  });

  it('kills a code after 5 wrong guesses', async () => {
    await api('email/start', { email: 'dave@example.com' });
    const code = await mailedCode('dave@example.com');
    for (let guess = 0; guess < 5; guess += 1) {
      await api('email/verify', { email: 'dave@example.com', otp: 'nope' });
    }
    expect((await api('email/verify', { email: 'dave@example.com', otp: code })).status).toBe(400);
  });

  it('makes a new device wait for the mailed link, whose page approves it once, then mails the code', async () => {
    await emailLogin('henry@example.com');
    const phone = { email: 'henry@example.com', deviceId: 'routes-spec-phone-0123456789' };
    // No wait for the first code's 30 s cooldown: a link is not a code.
    expect(await api('email/start', phone)).toEqual({
      status: 200,
      body: { action: 'VERIFY_DEVICE' },
    });
    expect((await api('email/device', phone)).body).toEqual({ action: 'VERIFY_DEVICE' });
    const response = await fetch(`${cloud.url}/mailbox/messages?to=henry@example.com`);
    const { messages } = (await response.json()) as { messages: Array<{ body: string }> };
    const link = /(http:\/\/\S+\/secure\/device\/[\w-]+) /.exec(messages[0]!.body)![1]!;
    expect(link.startsWith(`${cloud.url}/secure/device/`)).toBe(true);
    // Opening the link changes nothing (a mail scanner may fetch it): its button does.
    const page = await fetch(link);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await page.text()).toContain('<button type="submit">Approve</button>');
    expect((await api('email/device', phone)).body).toEqual({ action: 'VERIFY_DEVICE' });
    const approve = () =>
      fetch(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
    expect((await approve()).status).toBe(200);
    expect((await approve()).status).toBe(404);
    // The code mails when the frame next asks: here inside the first login code's 30 s cooldown,
    // so not yet (device-approvals.spec.ts moves the clock past it and logs in).
    const early = await api<{ message: string }>('email/device', phone);
    expect(early.status).toBe(429);
    expect(early.body.message).toMatch(/^Too many requests\. Please try again after \d+ seconds$/);
  });

  it('answers an invalid e-mail with the spec warning', async () => {
    expect(await api('email/start', { email: 'not-an-email' })).toEqual({
      status: 400,
      body: { message: 'Please enter a valid email address' },
    });
  });

  it('refuses API calls from any origin but its own (the host page included)', async () => {
    const foreign = await api(
      'email/start',
      { email: 'eve@example.com' },
      {
        origin: 'http://127.0.0.1:5173',
      },
    );
    expect(foreign.status).toBe(403);
    const mailbox = await fetch(`${cloud.url}/mailbox/messages?to=eve@example.com`);
    expect(((await mailbox.json()) as { messages: unknown[] }).messages).toEqual([]);
  });

  it('lists the mailbox as an HTML page with a CSP', async () => {
    const response = await fetch(`${cloud.url}/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await response.text()).toContain('alice@example.com');
  });

  it('treats a request without a session as not connected', async () => {
    expect(await api('user', {})).toEqual({
      status: 401,
      body: { message: 'Not connected to email or social' },
    });
    expect((await api('user', {}, { token: 'forged' })).status).toBe(401);
  });

  it('ends the session on sign out', async () => {
    const token = await emailLogin('frank@example.com');
    expect((await api('signout', {}, { token })).status).toBe(200);
    expect((await api('user', {}, { token })).status).toBe(401);
  });
});

describe('the secure site: pages and their CSP', () => {
  it('lets only the project origins frame the secure frame', async () => {
    const response = await fetch(`${cloud.url}/secure/frame?projectId=kit-local`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors http://127.0.0.1:* http://localhost:*');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await response.text();
    expect(html).toContain('/secure/assets/frame.js');
    expect(html).toContain('"sdkVersion":4');
  });

  it('serves the frame script bundled, and nothing else by that route', async () => {
    const script = await fetch(`${cloud.url}/secure/assets/frame.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect((await script.text()).length).toBeGreaterThan(500);
    expect((await fetch(`${cloud.url}/secure/assets/..%2Fsecure-store.js`)).status).toBe(404);
  });

  it('forbids framing the popup pages, in the CSP and in X-Frame-Options for older browsers', async () => {
    for (const page of ['/loading', '/secure/social/callback', '/secure/farcaster/abc']) {
      const response = await fetch(`${cloud.url}${page}`);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
    // The frame itself may be framed by the project's origins: no blanket DENY there.
    const frame = await fetch(`${cloud.url}/secure/frame?projectId=kit-local`);
    expect(frame.headers.get('x-frame-options')).toBeNull();
  });
});

describe('the secure site: RPC gating and approvals (spec §6)', () => {
  let token: string;
  let address: string;
  beforeAll(async () => {
    token = await emailLogin('rpc@example.com');
    address = (await api<{ address: string }>('user', { preferredAccountType: 'eoa' }, { token }))
      .body.address;
  });

  it('answers safe methods from the chain', async () => {
    const balance = await api<{ result: string }>(
      'rpc',
      { method: 'eth_getBalance', params: [address, 'latest'] },
      { token },
    );
    expect(BigInt(balance.body.result)).toBe(WELCOME_ETH);
    expect((await api('rpc', { method: 'eth_accounts' }, { token })).body).toEqual({
      result: [address],
    });
  });

  it('discovers assets: wallet_getCapabilities, then wallet_getAssets with hex balances and pool prices', async () => {
    const capabilities = await api<{ result: unknown }>(
      'rpc',
      { method: 'wallet_getCapabilities', params: [address] },
      { token },
    );
    expect(capabilities.body.result).toEqual({
      '0x7a69': { assetDiscovery: { supported: true } },
      '0x7a6a': { assetDiscovery: { supported: true } },
    });
    const assets = await api<{ result: Record<string, unknown[]> }>(
      'rpc',
      { method: 'wallet_getAssets', params: [{ account: address, chainFilter: ['0x7a69'] }] },
      { token },
    );
    const { usd, kit } = devnet.tokens;
    expect(assets.body.result).toEqual({
      '0x7a69': [
        {
          address: 'native',
          balance: toBeHex(WELCOME_ETH),
          type: 'NATIVE',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000 },
        },
        {
          address: getAddress(usd.address),
          balance: toBeHex(WELCOME_TOKENS * 10n ** 6n),
          type: 'ERC20',
          metadata: { name: 'Kit USD', symbol: 'KUSD', decimals: 6, price: 1 },
        },
        {
          address: getAddress(kit.address),
          balance: toBeHex(WELCOME_TOKENS * 10n ** 18n),
          type: 'ERC20',
          metadata: { name: 'Kit Token', symbol: 'KIT', decimals: 18, price: 0.25 },
        },
      ],
    });
    // The second chain has no pool: its assets come without a price.
    const second = await api<{ result: Record<string, Array<{ metadata: object }>> }>(
      'rpc',
      { method: 'wallet_getAssets', params: [{ account: address, chainFilter: ['0x7a6a'] }] },
      { token },
    );
    expect(second.body.result['0x7a6a']![0]!.metadata).not.toHaveProperty('price');
  });

  it('refuses methods outside the lists', async () => {
    expect(await api('rpc', { method: 'eth_sign', params: [address, '0x00'] }, { token })).toEqual({
      status: 403,
      body: { message: 'Requested RPC call is not allowed' },
    });
    expect((await api('rpc', { method: 'anvil_setBalance' }, { token })).status).toBe(403);
  });

  it('signs personal_sign only after the approval says yes', async () => {
    const message = hexlify(toUtf8Bytes('Hello Kit'));
    const opened = await api<{ approvalId: string }>(
      'rpc',
      { method: 'personal_sign', params: [message, address] },
      { token },
    );
    const id = opened.body.approvalId;
    expect(typeof id).toBe('string');
    // Another session cannot see or answer it.
    const other = await emailLogin('intruder@example.com');
    expect((await api('approval', { id }, { token: other })).status).toBe(404);
    expect((await api('approval/decide', { id, approved: true }, { token: other })).status).toBe(
      404,
    );
    expect((await api('approval', { id }, { token })).body).toMatchObject({
      method: 'personal_sign',
      address,
    });
    const waiting = api<{ result: string }>('approval/wait', { id }, { token });
    expect((await api('approval/decide', { id, approved: true }, { token })).status).toBe(200);
    const { body } = await waiting;
    expect(verifyMessage('Hello Kit', body.result)).toBe(address);
  });

  it("serves an approval's popup page only for a ticket its own session got, and never in a frame", async () => {
    const opened = await api<{ approvalId: string }>(
      'rpc',
      { method: 'personal_sign', params: [hexlify(toUtf8Bytes('In a window')), address] },
      { token },
    );
    const id = opened.body.approvalId;
    const popupPage = (query: string) => fetch(`${cloud.url}/secure/approve/popup?${query}`);
    // Only the session that asked gets a ticket: not another one, not a visitor without one.
    const other = await emailLogin('window-intruder@example.com');
    expect((await api('approval/popup', { id }, { token: other })).status).toBe(404);
    expect((await api('approval/popup', { id })).status).toBe(401);
    const { body } = await api<{ ticket: string }>('approval/popup', { id }, { token });
    const ticket = body.ticket;
    expect(ticket).toMatch(/^[0-9a-f]{32}$/);

    const page = await popupPage(`projectId=kit-local&ticket=${ticket}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(await page.text()).toContain('/secure/assets/approve-popup.js');
    expect((await fetch(`${cloud.url}/secure/assets/approve-popup.js`)).status).toBe(200);
    // The page has no session: the ticket shows the request (and only it).
    expect((await api('approval/popup/request', { ticket })).body).toEqual({
      id,
      method: 'personal_sign',
      params: [hexlify(toUtf8Bytes('In a window')), address],
      chainId: 31337,
      address,
    });

    // Made-up, foreign or missing tickets, and the approval id itself, show nothing.
    for (const query of [
      `ticket=${'0'.repeat(32)}`,
      `ticket=${id}`,
      'ticket=',
      '',
      `ticket=${ticket}x`,
    ]) {
      expect((await popupPage(query)).status).toBe(404);
    }
    expect((await api('approval/popup/request', { ticket: id })).status).toBe(404);
    expect((await api('approval/popup/request', { ticket: [ticket] })).status).toBe(404);

    // A second ticket replaces the first; once answered, neither opens anything.
    const second = (await api<{ ticket: string }>('approval/popup', { id }, { token })).body.ticket;
    expect((await popupPage(`ticket=${ticket}`)).status).toBe(404);
    expect((await popupPage(`ticket=${second}`)).status).toBe(200);
    await api('approval/decide', { id, approved: false }, { token });
    expect((await popupPage(`ticket=${second}`)).status).toBe(404);
    expect((await api('approval/popup/request', { ticket: second })).status).toBe(404);
    expect((await api('approval/popup', { id }, { token })).status).toBe(409);
  });

  it('fails the waiting call with the user rejection when the visitor rejects', async () => {
    const opened = await api<{ approvalId: string }>(
      'rpc',
      { method: 'personal_sign', params: ['0x00', address] },
      { token },
    );
    const id = opened.body.approvalId;
    const waiting = api('approval/wait', { id }, { token });
    await api('approval/decide', { id, approved: false }, { token });
    expect(await waiting).toEqual({ status: 403, body: { message: 'User rejected the request' } });
  });

  it('sends an approved transaction from the identity on the devnet', async () => {
    const receiver = devnet.accounts[9]!.address;
    const before = await provider.getBalance(receiver);
    const opened = await api<{ approvalId: string }>(
      'rpc',
      { method: 'eth_sendTransaction', params: [{ from: address, to: receiver, value: '0x3e8' }] },
      { token },
    );
    const id = opened.body.approvalId;
    await api('approval/decide', { id, approved: true }, { token });
    const { body } = await api<{ result: string }>('approval/wait', { id }, { token });
    await provider.waitForTransaction(body.result);
    expect(await provider.getBalance(receiver)).toBe(before + 1000n);
  });
});

describe('the secure site: social logins (OpenID Connect) and the Farcaster stand-in', () => {
  it('logs in at the provider with a password and keeps its verified profile', async () => {
    const user = LOCAL_OIDC_USERS[1];
    const start = await api<{ uri: string; state: string; binding: string }>('social/start', {
      provider: 'github',
      hostOrigin: 'http://127.0.0.1:5173',
    });
    const authorize = new URL(start.body.uri);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const browser = createCookieBrowser((url) => url.startsWith(`${cloud.url}/`));
    const form = await browser.go(start.body.uri);
    const action = /action="([^"]+)"/.exec(form.text)![1]!;
    const answer = await browser.go(new URL(action, oidc.issuer).href, {
      username: user.username,
      password: user.password,
    });
    const callback = new URL(answer.location!);
    expect((await api('social/complete', { query: callback.search.slice(1) })).status).toBe(200);
    const exchanged = await api<{ token: string; provider: string }>('social/exchange', {
      state: start.body.state,
      binding: start.body.binding,
    });
    expect(exchanged.body.provider).toBe('github');
    const me = await api('user', {}, { token: exchanged.body.token });
    expect(me.body).toMatchObject({
      provider: 'github',
      username: user.username,
      email: user.email,
    });
  });

  it('logs in through a Farcaster channel once the visitor confirms its URL', async () => {
    const { body } = await api<{ channel: string; url: string }>('farcaster/start');
    expect(body.url).toBe(`${cloud.url}/secure/farcaster/${body.channel}`);
    expect((await api('farcaster/status', { channel: body.channel })).body).toEqual({});
    const confirm = await fetch(body.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'dwr' }),
    });
    expect(confirm.status).toBe(200);
    const status = await api<{ token: string }>('farcaster/status', { channel: body.channel });
    const user = await api('user', {}, { token: status.body.token });
    expect(user.body).toMatchObject({ provider: 'farcaster', username: 'dwr' });
  });
});

describe('the secure site: the smart account (spec §3, §6)', () => {
  const ERC1271_MAGIC = '0x1626ba7e';
  const ACCOUNT = new Interface([
    'function owner() view returns (address)',
    'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  ]);

  it('uses a deployed contract account owned by the EOA by default, and the EOA when asked', async () => {
    const token = await emailLogin('smart@example.com');
    const smart = await api<AuthUserBody>('user', {}, { token });
    expect(smart.body.preferredAccountType).toBe('smartAccount');
    expect(smart.body.smartAccountDeployed).toBe(true);
    const eoa = smart.body.accounts.find((account) => account.type === 'eoa')!.address;
    expect(smart.body.accounts).toEqual([
      { type: 'eoa', address: eoa },
      { type: 'smartAccount', address: smart.body.address },
    ]);
    expect(await provider.getCode(smart.body.address)).not.toBe('0x');
    const owner = await provider.call({
      to: smart.body.address,
      data: ACCOUNT.encodeFunctionData('owner'),
    });
    expect(ACCOUNT.decodeFunctionResult('owner', owner)[0]).toBe(eoa);
    // Back to the EOA, then to the same smart account again (deployed once).
    const back = await api<AuthUserBody>('user', { preferredAccountType: 'eoa' }, { token });
    expect(back.body).toMatchObject({ address: eoa, preferredAccountType: 'eoa' });
    const again = await api<AuthUserBody>(
      'user',
      { preferredAccountType: 'smartAccount' },
      { token },
    );
    expect(again.body.address).toBe(smart.body.address);
  });

  it('signs for the smart account (ERC-1271) and sends from it through execute', async () => {
    const token = await emailLogin('smart-rpc@example.com');
    const { address } = (
      await api<AuthUserBody>('user', { preferredAccountType: 'smartAccount' }, { token })
    ).body;
    expect((await api('rpc', { method: 'eth_accounts' }, { token })).body).toEqual({
      result: [address],
    });
    const sign = await api<{ approvalId: string }>(
      'rpc',
      { method: 'personal_sign', params: [hexlify(toUtf8Bytes('smart')), address] },
      { token },
    );
    await api('approval/decide', { id: sign.body.approvalId, approved: true }, { token });
    const signature = (
      await api<{ result: string }>('approval/wait', { id: sign.body.approvalId }, { token })
    ).body.result;
    const valid = await provider.call({
      to: address,
      data: ACCOUNT.encodeFunctionData('isValidSignature', [hashMessage('smart'), signature]),
    });
    expect(valid.slice(0, 10)).toBe(ERC1271_MAGIC);
    const forged = await provider.call({
      to: address,
      data: ACCOUNT.encodeFunctionData('isValidSignature', [hashMessage('other'), signature]),
    });
    expect(forged.slice(0, 10)).not.toBe(ERC1271_MAGIC);

    const receiver = devnet.accounts[9]!.address;
    const before = await provider.getBalance(receiver);
    const accountBefore = await provider.getBalance(address);
    const send = await api<{ approvalId: string }>(
      'rpc',
      { method: 'eth_sendTransaction', params: [{ from: address, to: receiver, value: '0x7d0' }] },
      { token },
    );
    await api('approval/decide', { id: send.body.approvalId, approved: true }, { token });
    const hash = (
      await api<{ result: string }>('approval/wait', { id: send.body.approvalId }, { token })
    ).body.result;
    await provider.waitForTransaction(hash);
    expect(await provider.getBalance(receiver)).toBe(before + 2000n);
    expect(await provider.getBalance(address)).toBe(accountBefore - 2000n);
  });
});

interface AuthUserBody {
  address: string;
  preferredAccountType: string;
  smartAccountDeployed: boolean;
  accounts: Array<{ type: string; address: string }>;
}
