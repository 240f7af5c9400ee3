import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { retryableLazy } from './retryable-lazy';

function Loaded() {
  return <p>loaded</p>;
}

function Outlet({ view }: { view: ReturnType<typeof retryableLazy> }) {
  const View = view.component();
  return (
    <Suspense fallback={<p>loading</p>}>
      <View />
    </Suspense>
  );
}

describe('retryableLazy', () => {
  it('loads the code only when first rendered', async () => {
    const load = jest.fn(async () => Loaded);
    const view = retryableLazy(load);
    expect(load).not.toHaveBeenCalled();
    render(<Outlet view={view} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded view at once, without the fallback', async () => {
    const view = retryableLazy(async () => Loaded);
    await view.preload();
    render(<Outlet view={view} />);
    expect(screen.getByText('loaded')).toBeTruthy();
  });

  it('loads again after a failure once reset', async () => {
    const load = jest
      .fn<Promise<typeof Loaded>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Loaded);
    const view = retryableLazy(load);
    await view.preload();
    await act(async () => {
      await view.preload();
    });
    expect(load).toHaveBeenCalledTimes(2);
    render(<Outlet view={view} />);
    expect(screen.getByText('loaded')).toBeTruthy();
  });
});
