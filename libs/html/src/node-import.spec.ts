/**
 * @jest-environment node
 */
import { isKitError } from '@kit/core';
import { mainnet } from '@kit/core';

// A server (SSR, an API route) may import @kit/html; only the calls need a page.
describe('@kit/html without a browser page', () => {
  it('imports in Node, where there is no window, document or customElements', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const api = await import('./index');
    expect(typeof api.createKitModal).toBe('function');
  });

  it('throws a BROWSER_ONLY KitError naming createKitModal() when called there', async () => {
    const { createKitModal } = await import('./index');
    let thrown: unknown;
    try {
      createKitModal({ networks: [mainnet] });
    } catch (error) {
      thrown = error;
    }
    expect(isKitError(thrown)).toBe(true);
    expect(thrown).toMatchObject({
      code: 'BROWSER_ONLY',
      message: 'createKitModal() needs a browser page (window and document)',
    });
  });

  it('throws a BROWSER_ONLY KitError naming defineKitElements() when called there', async () => {
    const { defineKitElements } = await import('./index');
    expect(() => defineKitElements()).toThrow(
      'defineKitElements() needs a browser page (window and document)',
    );
  });
});
