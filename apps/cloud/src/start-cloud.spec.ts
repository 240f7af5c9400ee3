import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCloud, type Cloud } from './start-cloud';

let cloud: Cloud;

beforeAll(async () => {
  cloud = await startCloud();
});

afterAll(async () => {
  await cloud.stop();
});

const get = (pathAndQuery: string, headers: Record<string, string> = {}) =>
  fetch(`${cloud.url}${pathAndQuery}`, { headers });

describe('startCloud', () => {
  it('listens on 127.0.0.1 and a free port and answers /health', async () => {
    expect(cloud.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(cloud.port).toBeGreaterThan(0);
    const response = await get('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown route with 404 and a JSON { message }', async () => {
    const response = await get('/nope?projectId=kit-local');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No route GET /nope' });
  });

  it('requires a project id: none is a 400 with a JSON message', async () => {
    const response = await get('/getWallets');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/projectId/);
  });

  it('takes the project id from the x-project-id header as well as the query', async () => {
    expect((await get('/getWallets?entries=1', { 'x-project-id': 'kit-local' })).status).toBe(200);
    expect((await get('/getWallets?entries=1&projectId=kit-local')).status).toBe(200);
  });

  it("answers an unknown project with 401 'Unauthorized: invalid key', as the real service", async () => {
    const response = await get('/appkit/v1/config?projectId=unknown');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized: invalid key' });
  });

  it('uses a temp data dir by default and deletes it on stop; stop is idempotent', async () => {
    const other = await startCloud();
    expect(existsSync(other.dataDir)).toBe(true);
    await Promise.all([other.stop(), other.stop()]);
    await other.stop();
    expect(existsSync(other.dataDir)).toBe(false);
    await expect(fetch(`${other.url}/health`)).rejects.toThrow();
  });

  it('writes structured JSON logs to the given stream', async () => {
    const lines: string[] = [];
    const logged = await startCloud({
      logger: { level: 'info', stream: { write: (line) => void lines.push(line) } },
    });
    try {
      await fetch(`${logged.url}/health`);
    } finally {
      await logged.stop();
    }
    const entries = lines.map((line) => JSON.parse(line) as { msg?: string; level: number });
    expect(entries.some((entry) => entry.msg === 'request completed')).toBe(true);
  });
});

describe('startCloud projects', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kit-cloud-spec-'));
  });

  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads projects.json from the data dir, keeps kit-local, and leaves a given dir in place', async () => {
    writeFileSync(
      path.join(dataDir, 'projects.json'),
      JSON.stringify({
        projects: [
          { id: 'from-file', allowedOrigins: ['https://app.example'], features: { swaps: false } },
        ],
      }),
    );
    const withFile = await startCloud({ dataDir });
    try {
      const origins = await fetch(`${withFile.url}/projects/v1/origins?projectId=from-file`);
      expect(await origins.json()).toEqual({ allowedOrigins: ['https://app.example'] });
      const local = await fetch(`${withFile.url}/projects/v1/origins?projectId=kit-local`);
      expect(local.status).toBe(200);
    } finally {
      await withFile.stop();
    }
    expect(existsSync(dataDir)).toBe(true);
  });

  it('lets projects given in options win over the file by id', async () => {
    writeFileSync(
      path.join(dataDir, 'projects.json'),
      JSON.stringify({ projects: [{ id: 'p', allowedOrigins: ['https://file.example'] }] }),
    );
    const merged = await startCloud({
      dataDir,
      projects: [{ id: 'p', allowedOrigins: ['https://option.example'] }],
    });
    try {
      const response = await fetch(`${merged.url}/projects/v1/origins?projectId=p`);
      expect(await response.json()).toEqual({ allowedOrigins: ['https://option.example'] });
    } finally {
      await merged.stop();
    }
  });

  it('refuses to start with a malformed projects.json, naming the file and the field', async () => {
    writeFileSync(
      path.join(dataDir, 'projects.json'),
      JSON.stringify({ projects: [{ id: 'p', allowedOrigins: [], features: { swapz: true } }] }),
    );
    await expect(startCloud({ dataDir })).rejects.toThrow(/projects\.json is malformed/);
  });
});

describe('CORS', () => {
  const preflight = (origin: string, query = '?projectId=kit-local') =>
    fetch(`${cloud.url}/getWallets${query}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-project-id',
      },
    });

  it('answers a preflight from an allowed origin with 204 and the allowed methods and headers', async () => {
    const response = await preflight('http://localhost:5173');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-project-id');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('refuses a preflight from an origin the project does not allow, without CORS headers', async () => {
    const response = await preflight('https://evil.example');
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('judges a preflight without a project id by every known project', async () => {
    expect((await preflight('http://127.0.0.1:8080', '')).status).toBe(204);
    expect((await preflight('https://evil.example', '')).status).toBe(403);
  });

  it('reflects an allowed origin on answers, errors included, and exposes Retry-After', async () => {
    const ok = await get('/getWallets?projectId=kit-local&entries=1', {
      origin: 'http://127.0.0.1:3000',
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(ok.headers.get('access-control-expose-headers')).toBe('retry-after');
    const unknown = await get('/appkit/v1/config?projectId=unknown', {
      origin: 'http://localhost:1',
    });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('access-control-allow-origin')).toBe('http://localhost:1');
  });

  it('refuses an origin that is not allowed, without CORS headers (issue 17, finding 4)', async () => {
    const response = await get('/getWallets?projectId=kit-local&entries=1', {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ origin: 'https://evil.example' });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
