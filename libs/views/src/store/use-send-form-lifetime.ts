import { selectModalView, type ModalView } from '@kit/modal';
import { selectSendState } from '@kit/send';
import { sendReset } from '@kit/send/actions';
import { useEffect } from 'react';
import { useKitDispatch, useKitGetState } from './kit-store-hooks';

/** The views that share one send form: Send fills it, SendPreview confirms it. */
const SEND_FORM_VIEWS: readonly ModalView[] = ['Send', 'SendPreview'];

/**
 * Drops the send form when the visitor leaves the send views (Back to Account, closing), not when
 * moving between Send and SendPreview, and not while a send is under way or just succeeded (its
 * hash stays).
 */
export function useSendFormLifetime(): void {
  const dispatch = useKitDispatch();
  const getState = useKitGetState();
  useEffect(
    () => () => {
      const state = getState();
      if (SEND_FORM_VIEWS.includes(selectModalView(state)) && state.modal.open) return;
      const status = selectSendState(state).status;
      if (status === 'idle' || status === 'error') dispatch(sendReset());
    },
    [dispatch, getState],
  );
}
