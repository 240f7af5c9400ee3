import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';

// Its own test file, so its own module registry: the encoder has not been loaded here yet.
describe('QrCode before its encoder is loaded', () => {
  it('loads the encoder on first render (suspending meanwhile) and then draws the code', async () => {
    const { QrCode } = await import('./QrCode');
    const { loadedQrEncoder } = await import('./qr-path');
    expect(loadedQrEncoder()).toBeUndefined();
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading the code</p>}>
          <QrCode value="0x70997970C51812dc3A010C7d01b50e0d17dc79C8" aria-label="Address" />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('img', { name: 'Address' })).toBeTruthy();
    expect(screen.queryByText('Loading the code')).toBeNull();
    expect(loadedQrEncoder()).toBeDefined();
  });
});
