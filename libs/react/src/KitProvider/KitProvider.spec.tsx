import { mainnet } from '@kit/core';
import { ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler, StrictMode, useRef } from 'react';
import { useKitAccount } from '../kit-hooks';
import { createTestKit, destroyTestKits } from '../testing/react-harness.spec-helper';
import { KitProvider } from './KitProvider';
import { modalLoader } from './modal-loader';

afterEach(destroyTestKits);

const silent = { warn: () => undefined, error: () => undefined };

const host = () => document.querySelector<HTMLElement>('[data-kit-host]');
const shadow = () => {
  const root = host()?.shadowRoot;
  if (!root) throw new Error('no shadow root');
  return root;
};
/** The CSS in a shadow root: adopted sheets where supported, else its <style> elements (jsdom). */
const shadowCss = (root: ShadowRoot): string =>
  (root.adoptedStyleSheets ?? []).length > 0
    ? root.adoptedStyleSheets
        .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
        .join('')
    : [...root.querySelectorAll('style')].map((style) => style.textContent).join('');
const modal = () => within(shadow().querySelector<HTMLElement>('[data-kit-portal]') as HTMLElement);

/** Waits for the modal's code (loaded on the first open intent, or here by hand). */
const modalLoaded = () =>
  act(async () => {
    await modalLoader.load();
  });

// First in this file: the modal's code is loaded once per page (here, per test file), so only a
// test that runs before any other has loaded it sees the page before the first intent.
describe('KitProvider before the modal is first wanted', () => {
  it('mounts no host until the first open intent, which loads the modal and opens it', async () => {
    const { kit } = createTestKit();
    render(
      <KitProvider kit={kit}>
        <p>Host app</p>
      </KitProvider>,
    );
    await act(async () => undefined);
    expect(screen.getByText('Host app')).toBeTruthy();
    expect(modalLoader.loaded()).toBeUndefined();
    expect(host()).toBeNull();
    await act(async () => kit.open());
    await modalLoaded();
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
  });
});

describe('KitProvider', () => {
  it('renders its children and the modal in an open shadow root on a host at the end of body', async () => {
    const { kit } = createTestKit();
    render(
      <KitProvider kit={kit}>
        <p>Host app</p>
      </KitProvider>,
    );
    await modalLoaded();
    expect(screen.getByText('Host app')).toBeTruthy();
    expect(host()?.parentElement).toBe(document.body);
    expect(document.body.lastElementChild).toBe(host());
    expect(shadow().querySelector('dialog.kit-dialog')).not.toBeNull();
    // The modal is not part of the page's DOM tree: page queries and page CSS do not reach it.
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('keeps Kit CSS inside the shadow root and adds nothing to document.head', async () => {
    const { kit } = createTestKit();
    const before = document.head.innerHTML;
    render(<KitProvider kit={kit} />);
    await modalLoaded();
    expect(document.head.innerHTML).toBe(before);
    expect(document.head.querySelectorAll('style, link')).toHaveLength(0);
    const root = shadow();
    const css = shadowCss(root);
    expect(css).toContain('.kit-dialog');
    expect(css).toContain('.kit-card');
    expect(css).toContain(':host');
  });

  it('applies themeVariables inside the shadow root', async () => {
    const { kit } = createTestKit();
    render(<KitProvider kit={kit} themeVariables={{ accent: '#ff0066' }} />);
    await modalLoaded();
    const root = shadow();
    const css = shadowCss(root);
    expect(css).toContain('--kit-accent:#ff0066');
  });

  it('opens the modal without re-rendering the app', async () => {
    const { kit } = createTestKit();
    const renders = { app: 0, account: 0 };
    function Account() {
      renders.account += 1;
      const { isConnected } = useKitAccount();
      return <span>{isConnected ? 'connected' : 'not connected'}</span>;
    }
    function App() {
      renders.app += 1;
      return (
        <main>
          <Account />
        </main>
      );
    }
    render(
      <KitProvider kit={kit}>
        <App />
      </KitProvider>,
    );
    const settled = { ...renders };
    await act(async () => kit.open());
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    await act(async () => kit.close());
    expect(renders).toEqual(settled);
  });

  it('commits only the modal when it opens (React Profiler)', async () => {
    const { kit } = createTestKit();
    const commits: string[] = [];
    function App() {
      const count = useRef(0);
      count.current += 1;
      return <p>app render {count.current}</p>;
    }
    render(
      <KitProvider kit={kit}>
        <Profiler id="app" onRender={(id) => commits.push(id)}>
          <App />
        </Profiler>
      </KitProvider>,
    );
    commits.length = 0;
    await act(async () => kit.open());
    expect(commits).toEqual([]);
    expect(screen.getByText('app render 1')).toBeTruthy();
  });

  it('works the modal from inside the shadow root (clicks reach React)', async () => {
    const { kit } = createTestKit();
    render(<KitProvider kit={kit} />);
    await act(async () => kit.open());
    fireEvent.click(modal().getByRole('button', { name: 'Close' }));
    await act(async () => undefined);
    expect(kit.getState().modal.open).toBe(false);
  });

  it('removes its host when unmounted', () => {
    const { kit } = createTestKit();
    const { unmount } = render(<KitProvider kit={kit} />);
    expect(host()).not.toBeNull();
    unmount();
    expect(host()).toBeNull();
  });

  it('creates its Kit from `config` once', () => {
    const { rerender } = render(
      <KitProvider config={{ networks: [mainnet], enableReconnect: false, logger: silent }}>
        <p>app</p>
      </KitProvider>,
    );
    rerender(
      <KitProvider config={{ networks: [mainnet], enableReconnect: false, logger: silent }}>
        <p>app</p>
      </KitProvider>,
    );
    expect(document.querySelectorAll('[data-kit-host]')).toHaveLength(1);
    expect(shadow().querySelector('dialog')).not.toBeNull();
  });

  it('starts one Kit from `config` under StrictMode (initialisers run twice there)', async () => {
    // Every Kit sets its adapters up once: the adapter counts the Kits started.
    const adapter = new ScriptedAdapter();
    const setup = jest.spyOn(adapter, 'setup');
    const config = {
      networks: [mainnet],
      adapters: [adapter],
      enableReconnect: false,
      logger: silent,
    };
    render(
      <StrictMode>
        <KitProvider config={config}>
          <p>app</p>
        </KitProvider>
      </StrictMode>,
    );
    // The sagas (which set the adapters up) start after the first paint.
    await waitFor(() => expect(setup).toHaveBeenCalled());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(setup).toHaveBeenCalledTimes(1);
  });
});
