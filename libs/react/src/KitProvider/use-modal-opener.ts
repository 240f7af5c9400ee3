import { openIntended, type OpenRequest } from '@kit/modal';
import { useKitDispatch, useKitInstance } from '@kit/views';
import type { ComponentProps, MouseEvent } from 'react';
import { modalLoader, withModalPreload, type ModalLoader } from './modal-loader';

/** The handlers of a button that opens the modal, as an integrator may pass them. */
type IntentHandlers = Pick<
  ComponentProps<'button'>,
  'onPointerEnter' | 'onFocus' | 'onPointerDown'
>;

/** A Kit button's handlers: the intents that get the open ready, and the press that opens. */
type OpenerHandlers = Required<IntentHandlers> & {
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
};

/**
 * The handlers of a Kit button that opens the modal with `request`. Its intents (pointer over,
 * focus, press) load the modal's code and ask the store to prepare this open (`openIntended`:
 * the saga decides the view the open will land on, and the shell builds it hidden), so the click
 * that follows only reveals it (issue 22, click to list). The click loads the code if no intent
 * did (or retries a failed load) and opens. Nothing shows, moves focus or announces before the
 * click. @internal
 */
export function useModalOpener(
  handlers: IntentHandlers,
  request: OpenRequest | undefined,
  loader: ModalLoader = modalLoader,
): OpenerHandlers {
  const kit = useKitInstance();
  const dispatch = useKitDispatch();
  return {
    ...withModalPreload(handlers, { loader, prepare: () => dispatch(openIntended(request)) }),
    onClick: () => {
      loader.preload();
      kit.open(request);
    },
  };
}
