import { fireEvent, render, screen } from '@testing-library/react';
import { ViewErrorBoundary } from './ViewErrorBoundary';

describe('ViewErrorBoundary', () => {
  it('replaces a view that throws with an error panel whose Try again renders it again', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('chunk failed');
      return <p>view</p>;
    }
    const onRetry = jest.fn(() => {
      fail = false;
    });
    render(
      <ViewErrorBoundary onRetry={onRetry}>
        <Flaky />
      </ViewErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('view')).toBeTruthy();
    spy.mockRestore();
  });
});
