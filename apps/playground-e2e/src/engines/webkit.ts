// WebKitGTK through Debian's webkit2gtk-driver (WebKitWebDriver, classic WebDriver) driving
// MiniBrowser in automation mode. MiniBrowser (GTK) has no headless mode, so each launch starts its
// own Xvfb on a display it picks (-displayfd), and the driver on a free 127.0.0.1 port.
// Classic WebDriver has no "run this before the page's scripts" command: the init script (the
// test wallet) runs right after each navigation, before the journey touches the page. The wallet
// then announces itself late, which EIP-6963 allows and Kit's discovery keeps listening for.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Engine, EngineScope } from './engine';
import { WebDriverSession, type ElementReference } from './webdriver-client';

/** Debian's webkit2gtk-driver and the MiniBrowser of libwebkit2gtk-4.1. */
export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** A free TCP port on 127.0.0.1 (the driver's). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts Xvfb on the first free display and answers it (':N'). */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'inherit', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb exited early (code ${code})`)));
    child.stdio[3]!.once('data', (data: Buffer) =>
      resolve({ display: `:${String(data).trim()}`, process: child }),
    );
  });
}

/** Polls the driver's /status until it answers, so the first session is not refused. */
async function driverReady(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ready = await fetch(`${baseUrl}/status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver never answered at ${baseUrl}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The window classic WebDriver's commands go to: one per session, switched by handle. */
interface CurrentWindow {
  handle: string;
}

/**
 * A scope of the session: the top document of the window `handle`, or a frame reached from it
 * through `frames` (each an expression yielding the iframe element in the scope before it). Each
 * command first switches to it, since classic WebDriver keeps one current window and frame per
 * session.
 */
function scopeOf(
  session: WebDriverSession,
  current: CurrentWindow,
  handle: string,
  frames: string[],
): EngineScope {
  const enter = async (): Promise<void> => {
    if (current.handle !== handle) {
      await session.send('POST', '/window', { handle });
      current.handle = handle;
    }
    await session.send('POST', '/frame', { id: null });
    for (const find of frames) {
      const frame = await session.element(`return (${find});`);
      if (!frame) throw new Error(`no frame at ${find}`);
      await session.send('POST', '/frame', { id: frame });
    }
  };
  const element = async (find: string): Promise<string | null> => {
    await enter();
    const reference: ElementReference | null = await session.element(`return (${find});`);
    return reference ? WebDriverSession.idOf(reference) : null;
  };
  return {
    async evaluate<T>(expression: string) {
      await enter();
      const outcome = await session.send<{ value?: T; error?: string }>('POST', '/execute/async', {
        script: `const done = arguments[arguments.length - 1];
Promise.resolve().then(() => (${expression})).then(
  (value) => done({ value: value === undefined ? null : value }),
  (error) => done({ error: String((error && error.message) || error) }),
);`,
        args: [],
      });
      if (outcome.error !== undefined) throw new Error(outcome.error);
      return outcome.value as T;
    },
    async click(find) {
      const id = await element(find);
      if (id === null) return false;
      await session.send('POST', `/element/${id}/click`, {});
      return true;
    },
    async type(find, text) {
      const id = await element(find);
      if (id === null) return false;
      await session.send('POST', `/element/${id}/value`, { text });
      return true;
    },
    async frame(find) {
      return (await element(find)) === null
        ? null
        : scopeOf(session, current, handle, [...frames, find]);
    },
  };
}

export const webkitEngine: Engine = {
  name: 'WebKitGTK',
  initScriptBeforeLoad: false,
  visibilityChecks: false,
  async launch() {
    const xvfb = await startXvfb();
    const port = await freePort();
    const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, '--host=127.0.0.1'], {
      env: { ...process.env, DISPLAY: xvfb.display },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    const stop = (): void => {
      driver.kill();
      xvfb.process.kill();
    };
    // A missing driver (webkit2gtk-driver not installed) fails the launch, not the whole run.
    const spawnFailed = new Promise<never>((_resolve, reject) => {
      driver.once('error', (error) =>
        reject(new Error(`${WEBKIT_DRIVER_PATH} did not start: ${error.message}`)),
      );
    });
    spawnFailed.catch(() => undefined); // handled by the race; never an unhandled rejection later
    try {
      await Promise.race([driverReady(baseUrl), spawnFailed]);
    } catch (error) {
      stop();
      throw error;
    }
    const sessions = new Set<WebDriverSession>();
    return {
      async open({ url, initScript }) {
        // One session per page: a fresh MiniBrowser with an ephemeral profile.
        const session = await WebDriverSession.create(baseUrl, {
          'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
        });
        sessions.add(session);
        await session.send('POST', '/window/rect', { width: 1280, height: 900 });
        await session.send('POST', '/url', { url });
        await session.send('POST', '/execute/sync', { script: initScript, args: [] });
        const main = await session.send<string>('GET', '/window');
        const current: CurrentWindow = { handle: main };
        return {
          ...scopeOf(session, current, main, []),
          // A window the page opened is another handle of the session.
          async popup(urlPart) {
            const handles = await session.send<string[]>('GET', '/window/handles');
            for (const other of handles.filter((known) => known !== main)) {
              await session.send('POST', '/window', { handle: other });
              current.handle = other;
              const url = await session.send<string>('GET', '/url');
              if (url.includes(urlPart)) return scopeOf(session, current, other, []);
            }
            return null;
          },
          async screenshot(file) {
            const png = await session.send<string>('GET', '/screenshot');
            writeFileSync(file, Buffer.from(png, 'base64'));
          },
          async close() {
            sessions.delete(session);
            await session.send('DELETE', '');
          },
        };
      },
      async close() {
        await Promise.all([...sessions].map((session) => session.send('DELETE', '')));
        stop();
      },
    };
  },
};
