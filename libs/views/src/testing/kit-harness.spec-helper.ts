// Test harness of the view specs: a real Kit (createKit) over a ScriptedAdapter, the modal
// rendered in its context, and a log of what the UI dispatched. Not part of the public API.
import type { UnknownAction } from '@reduxjs/toolkit';
import { act, render, type RenderResult } from '@testing-library/react';
import { StrictMode, createElement } from 'react';
import { ScriptedAdapter, flushSagas } from '@kit/connection/src/scripted-adapter.spec-helper';
import { createKit, type CreateKitOptions, type Kit, type KitState } from '@kit/store';
import { KitModal, type KitModalProps } from '../shell/KitModal/KitModal';
import { Provider } from 'react-redux';
import { KitContext, KitStoreContext } from '../store/kit-store-hooks';
import { testKitOptions, type ScenarioKit } from './scenario-kit';

export { testKitOptions } from './scenario-kit';

/**
 * A Kit under test, its scripted adapter, `settle` (in act) and every action dispatched through
 * `kit.store`; a ScenarioKit, so view scenarios run on it.
 */
export interface TestKit extends ScenarioKit {
  /** Actions dispatched by the UI and the kit's own methods (saga `put`s are not recorded). */
  dispatched: UnknownAction[];
  /** The types of `dispatched`, for readable assertions. */
  dispatchedTypes(): string[];
}

const live: Kit[] = [];

/**
 * Creates a Kit on mainnet and sepolia (mainnet first) with one eip155 ScriptedAdapter (connectors
 * 'eip155:alpha' Alpha Wallet and 'eip155:beta' Beta Wallet), memory storage, a desktop
 * environment and no cloud unless `cloud` is given.
 */
export function createTestKit(
  options: Partial<CreateKitOptions> & { adapter?: ScriptedAdapter } = {},
): TestKit {
  const { adapter = new ScriptedAdapter(), ...rest } = options;
  const kit = createKit(testKitOptions({ ...rest, adapter }));
  live.push(kit);
  const dispatched: UnknownAction[] = [];
  const original = kit.store.dispatch;
  kit.store.dispatch = ((action: UnknownAction) => {
    dispatched.push(action);
    return original(action);
  }) as typeof original;
  return {
    kit,
    adapter,
    dispatched,
    dispatchedTypes: () => dispatched.map((action) => action.type),
    settle,
  };
}

/** Destroys every Kit made by createTestKit; call in afterEach. */
export async function destroyTestKits(): Promise<void> {
  await Promise.all(live.splice(0).map((kit) => kit.destroy()));
}

/**
 * Renders the modal shell (desktop card, light theme unless told otherwise) for `kit`; `strict`
 * wraps it in React's StrictMode, as apps are in development (effects run twice).
 */
export function renderModal(
  kit: Kit,
  props: KitModalProps = {},
  { strict = false }: { strict?: boolean } = {},
): RenderResult {
  const modal = createElement(
    KitContext.Provider,
    { value: kit },
    createElement(Provider<UnknownAction, KitState>, {
      store: kit.store,
      context: KitStoreContext,
      children: createElement(KitModal, { mobile: false, themeMode: 'light', ...props }),
    }),
  );
  return render(strict ? createElement(StrictMode, null, modal) : modal);
}

/** Runs `work` (a dispatch, an adapter answer) in act and lets the sagas settle. */
export async function settle(work: () => unknown = () => undefined): Promise<void> {
  await act(async () => {
    await work();
    await flushSagas();
  });
}

/** Connects `connectorId` through the kit and waits for the outcome. */
export async function connectWallet(kit: Kit, connectorId = 'eip155:alpha'): Promise<void> {
  await settle(() => kit.connect({ connectorId }));
}
