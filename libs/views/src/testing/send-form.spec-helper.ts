// The Send view's specs and SendPreview's start the same way. Not part of the public API.
import type { NamespaceProfile, TransferRequest } from '@kit/core';
import { ScriptedAdapter } from '@kit/connection/src/scripted-adapter.spec-helper';
import { fireEvent, screen } from '@testing-library/react';
import type { KitModalProps } from '../shell/KitModal/KitModal';
import { connectWallet, createTestKit, renderModal, settle } from './kit-harness.spec-helper';

/**
 * A connected kit on the Send view whose adapter can send (each send scripted by the test), with
 * eip155's built-in profile unless `profile` is given, in the modal drawn as `modal` says (light
 * card unless told otherwise).
 */
export async function openSend({
  profile,
  modal,
}: { profile?: NamespaceProfile; modal?: KitModalProps } = {}) {
  const adapter = new ScriptedAdapter({
    capabilities: { sendTransfer: true },
    ...(profile === undefined ? {} : { profile }),
  });
  const sendTransfer = jest.fn<Promise<{ hash: string }>, [TransferRequest]>();
  Object.assign(adapter, { sendTransfer });
  const testKit = createTestKit({ adapter });
  renderModal(testKit.kit, modal);
  await connectWallet(testKit.kit);
  await settle(() => testKit.kit.open({ view: 'Account' }));
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await screen.findByRole('combobox', { name: 'Token' });
  return { ...testKit, sendTransfer };
}
