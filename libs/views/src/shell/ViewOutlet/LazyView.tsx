import { Spinner } from '@kit/ui';
import { useEffect, useReducer, useState } from 'react';
import type { RetryableLazy } from '../retryable-lazy';

/**
 * What a view's body shows while code loads (a lazy view's chunk, or a part of a view that
 * suspends, as the QR code does for its encoder): the header stays, the body spins. @internal
 */
export function ViewLoading() {
  return (
    <div className="kit-view-loading">
      <Spinner size={32} label="Loading" />
    </div>
  );
}

/** Props of LazyView. */
export interface LazyViewProps {
  view: RetryableLazy;
}

/**
 * A view whose code loads on first use: the spinner until the code is in, then the view, in the
 * render right after it arrives. It never suspends for its own code: React holds a Suspense
 * boundary's content for 300 ms after showing its fallback (see retryable-lazy.ts). A failed load
 * is thrown from render, for the ViewErrorBoundary around it to offer Try again, which mounts this
 * anew and loads again.
 * @internal
 */
export function LazyView({ view }: LazyViewProps) {
  const View = view.loaded();
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (View !== undefined) return;
    let current = true;
    view.load().then(
      () => {
        if (current) arrived();
      },
      (error: unknown) => {
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [view, View]);
  if (failure !== undefined) throw failure.error;
  return View === undefined ? <ViewLoading /> : <View />;
}
