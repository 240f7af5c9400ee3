import { render, screen } from '@testing-library/react';
import { Suspense, use, type ReactNode } from 'react';
import { retryableLazy } from '../retryable-lazy';
import { ViewBody } from './ViewOutlet';

/** A part of a view that suspends until `ready` settles, as the QR code does for its encoder. */
function partWaitingFor(ready: Promise<void>) {
  return function Part() {
    use(ready);
    return <p>part shown</p>;
  };
}

/** The page around the modal: its own Suspense boundary says if a suspension reached it. */
function Page({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<p>page fallback</p>}>
      <h2>modal header</h2>
      {children}
    </Suspense>
  );
}

describe('ViewBody', () => {
  it.each(['eager', 'lazy'] as const)(
    'keeps a part of a %s view that suspends inside the body: the spinner there, the modal around it',
    async (kind) => {
      // Never settles: what is under test is where the suspension stops.
      const Part = partWaitingFor(new Promise<void>(() => undefined));
      const view = retryableLazy(async () => Part);
      await view.preload();
      const entry = kind === 'eager' ? { kind, component: Part } : { kind, view };
      render(
        <Page>
          <ViewBody entry={entry} onRetry={() => undefined} />
        </Page>,
      );
      expect(screen.queryByText('page fallback')).toBeNull();
      expect(screen.getByText('modal header')).toBeTruthy();
      expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    },
  );
});
