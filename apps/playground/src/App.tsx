import { useSyncExternalStore } from 'react';
import { selectConnectors } from '@kit/connection';
import { goBack, pushed, selectCanClose, selectModalHistory, selectModalOpen } from '@kit/modal';
import { selectFeatures } from '@kit/options';
import { selectToast, toastRequested } from '@kit/toast';
import { devnet } from './devnet';
import { kit } from './kit';

/** Re-renders on every Kit state change; the modal UI and hooks of @kit/react replace this. */
function useKitState() {
  return useSyncExternalStore(kit.subscribe, kit.getState, kit.getState);
}

/**
 * The foundation playground: it drives the real store (modal rules, toasts, options, connectors)
 * from buttons and shows the state, until the modal views land.
 */
export function App() {
  const state = useKitState();
  const open = selectModalOpen(state);
  const toast = selectToast(state);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '2rem auto' }}>
      <h1>Kit playground</h1>
      <p>
        Networks:{' '}
        {kit.networks
          .map((network) => `${network.name} (${network.rpcUrls.default.http[0]})`)
          .join(', ')}
        {devnet ? '' : ' — devnet not started: run `npm start`'}
      </p>
      <section aria-label="Modal">
        <button type="button" onClick={() => kit.open()}>
          Open
        </button>{' '}
        <button
          type="button"
          onClick={() => kit.store.dispatch(pushed('Networks'))}
          disabled={!open}
        >
          Push Networks
        </button>{' '}
        <button type="button" onClick={() => kit.store.dispatch(goBack())} disabled={!open}>
          Back
        </button>{' '}
        <button type="button" onClick={() => kit.close()}>
          Close
        </button>
        <p data-testid="modal-state">
          {open ? 'open' : 'closed'} · history: {selectModalHistory(state).join(' › ')} · can close:{' '}
          {String(selectCanClose(state))}
        </p>
      </section>
      <section aria-label="Toast">
        <button
          type="button"
          onClick={() =>
            kit.store.dispatch(toastRequested({ message: 'Copied', variant: 'success' }))
          }
        >
          Toast
        </button>
        <p role="status">{toast.open ? `${toast.variant}: ${toast.message}` : ''}</p>
      </section>
      <section aria-label="State">
        <h2>Connectors</h2>
        <pre>{JSON.stringify(selectConnectors(state), null, 2)}</pre>
        <h2>Features</h2>
        <pre>{JSON.stringify(selectFeatures(state), null, 2)}</pre>
      </section>
    </main>
  );
}
