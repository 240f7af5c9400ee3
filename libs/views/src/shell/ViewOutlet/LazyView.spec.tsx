import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ViewErrorBoundary } from '../../components/ViewErrorBoundary/ViewErrorBoundary';
import { retryableLazy } from '../retryable-lazy';
import { LazyView } from './LazyView';

function Loaded() {
  return <p>loaded</p>;
}

/** A load the test settles by hand. */
function deferredLoad() {
  let settle!: { resolve: (view: ComponentType) => void; reject: (error: Error) => void };
  const load = jest.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { load, settle: () => settle };
}

const spinner = () => screen.queryByRole('progressbar', { name: 'Loading' });

/**
 * Renders as a browser does, outside act() (which commits a suspended boundary's content at once,
 * where a browser's React holds it: see retryable-lazy.ts). `tasks(n)` lets n zero-delay tasks run
 * (React's scheduler works in such tasks) and returns the container's text by then.
 */
function renderOutsideAct(element: ReactElement) {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(element);
  return {
    tasks: async (count: number): Promise<string> => {
      for (let task = 0; task < count; task += 1) {
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      return container.textContent ?? '';
    },
    done: () => {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    },
  };
}

/** How long a browser's React holds a Suspense boundary's content after its fallback showed. */
const REACT_FALLBACK_HOLD_MS = 300;

describe('LazyView', () => {
  it('shows the spinner while the code loads, then the view in the render right after it arrives', async () => {
    const { load, settle } = deferredLoad();
    const page = renderOutsideAct(<LazyView view={retryableLazy(load)} />);
    try {
      expect(await page.tasks(3)).toBe('');
      expect(spinner()).not.toBeNull();
      expect(load).toHaveBeenCalledTimes(1);
      settle().resolve(Loaded);
      // A few tasks later, where a Suspense boundary would hold it for its 300 ms.
      expect(await page.tasks(3)).toBe('loaded');
    } finally {
      page.done();
    }
  });

  it('renders a view whose code is already in at once, without the spinner', async () => {
    const view = retryableLazy(async () => Loaded);
    await view.preload();
    render(<LazyView view={view} />);
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(spinner()).toBeNull();
  });

  it('offers Try again when the code fails to load, and Try again fetches it again and shows the view', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { load, settle } = deferredLoad();
      render(
        <ViewErrorBoundary>
          <LazyView view={retryableLazy(load)} />
        </ViewErrorBoundary>,
      );
      await act(async () =>
        settle().reject(new Error('Failed to fetch dynamically imported module')),
      );
      expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(spinner()).not.toBeNull();
      expect(load).toHaveBeenCalledTimes(2);
      await act(async () => settle().resolve(Loaded));
      expect(screen.getByText('loaded')).toBeTruthy();
    } finally {
      consoleError.mockRestore();
    }
  });

  // Why LazyView exists: the behaviour of React it avoids. If a React upgrade drops the hold,
  // this fails, and LazyView could go back to React.lazy and Suspense.
  it('(React) holds a Suspense boundary whose fallback just showed, though its code is in', async () => {
    const { load, settle } = deferredLoad();
    const View = lazy(async () => ({ default: await load() }));
    const page = renderOutsideAct(
      <Suspense fallback={<p>fallback</p>}>
        <View />
      </Suspense>,
    );
    try {
      expect(await page.tasks(3)).toBe('fallback');
      const resolvedAt = performance.now();
      settle().resolve(Loaded);
      const text = await page.tasks(3);
      // Only meaningful if this machine ran those tasks well within the hold.
      if (performance.now() - resolvedAt < REACT_FALLBACK_HOLD_MS / 2)
        expect(text).toBe('fallback');
      await new Promise((resolve) => setTimeout(resolve, REACT_FALLBACK_HOLD_MS));
      expect(await page.tasks(3)).toBe('loaded');
    } finally {
      page.done();
    }
  });
});
