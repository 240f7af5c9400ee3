// Just enough of classic WebDriver (W3C, over HTTP) for the WebKitGTK journeys: sessions,
// navigation, script, element clicks and keys, frames. A dozen commands do not need webdriverio,
// which is ESM-only and would need jest's experimental VM modules to load here.

/** The key WebDriver wraps element references in (W3C WebDriver, "web element identifier"). */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export interface ElementReference {
  [ELEMENT_KEY]: string;
}

/** One WebDriver session on the driver at `baseUrl`. */
export class WebDriverSession {
  private constructor(
    private readonly baseUrl: string,
    readonly id: string,
  ) {}

  /** Starts a session with `capabilities` (alwaysMatch). */
  static async create(baseUrl: string, capabilities: object): Promise<WebDriverSession> {
    const value = await command<{ sessionId: string }>(baseUrl, 'POST', '/session', {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(baseUrl, value.sessionId);
  }

  /** Sends one command of this session; answers its `value` or throws the driver's error. */
  send<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<T> {
    return command<T>(this.baseUrl, method, `/session/${this.id}${path}`, body);
  }

  /** The element reference the script `body` returns (null or an element). */
  async element(body: string): Promise<ElementReference | null> {
    return this.send<ElementReference | null>('POST', '/execute/sync', { script: body, args: [] });
  }

  /** The id of an element reference, for the /element/{id}/… commands. */
  static idOf(reference: ElementReference): string {
    return reference[ELEMENT_KEY];
  }
}

async function command<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: object,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body && { body: JSON.stringify(body) }),
  });
  const { value } = (await response.json()) as {
    value: T | { error: string; message: string };
  };
  if (!response.ok) {
    const error = value as { error: string; message: string };
    throw new Error(`WebDriver ${method} ${path}: ${error.error}: ${error.message}`);
  }
  return value as T;
}
