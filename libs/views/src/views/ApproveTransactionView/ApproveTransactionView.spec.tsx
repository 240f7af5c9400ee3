import { screen } from '@testing-library/react';
import { approvalChanged } from '@kit/embedded/actions';
import {
  createTestKit,
  destroyTestKits,
  renderModal,
  settle,
} from '../../testing/kit-harness.spec-helper';
import { embeddedSlice } from '@kit/embedded/slice';
import { injectLazySlice } from '@kit/store';

// These tests stand in for the embedded wallet's saga, whose chunk injects the embedded slice
// into the store's root reducer as it loads (issue 22).
injectLazySlice(embeddedSlice);

afterEach(destroyTestKits);

describe('ApproveTransactionView', () => {
  it('asks the visitor to approve the request in the secure window', async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => kit.open({ view: 'ApproveTransaction' }));
    expect(screen.getByRole('dialog', { name: 'Approve Transaction' })).toBeTruthy();
    expect(screen.getByText('Approve the request')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Waiting for approval' })).toBeTruthy();
  });
});

describe('ApproveTransactionView with a pending approval', () => {
  it("frames the secure site's approval page, sandboxed and without a referrer", async () => {
    const { kit } = createTestKit();
    renderModal(kit);
    await settle(() => {
      kit.store.dispatch(
        approvalChanged({
          id: 'a1',
          method: 'personal_sign',
          url: 'http://127.0.0.1:4000/secure/approve?id=a1&projectId=kit-local',
        }),
      );
      kit.open({ view: 'ApproveTransaction' });
    });
    const frame = screen.getByTitle('Approve the request') as HTMLIFrameElement;
    expect(frame.src).toBe('http://127.0.0.1:4000/secure/approve?id=a1&projectId=kit-local');
    // Popups for the secure site's own approval window (browsers without visibility checks).
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
    );
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
  });
});
