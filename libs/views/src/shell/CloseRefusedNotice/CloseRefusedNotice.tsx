import { selectModalShake, selectModalView, type ModalView } from '@kit/modal';
import { useEffect, useState } from 'react';
import { useKitSelector } from '../../store/kit-store-hooks';

/** What a refused close says; the spec gives no string, and the shake alone says nothing. */
export const CLOSE_REFUSED_TEXT =
  'Sign-in is required: this window closes once you have signed in.';

/**
 * Why the modal did not close: while sign-in is required the store refuses Close, Escape, a
 * backdrop tap or a swipe and starts the shake, which reduced motion removes and which no screen
 * reader hears. From the first refusal on this view the reason stays visible in a polite live
 * region that is always mounted (aria-live rather than role=status, which views keep for their own) (so it is announced once, when its text appears, and not again on
 * every further attempt); it clears when the view changes.
 */
export function CloseRefusedNotice() {
  const shake = useKitSelector(selectModalShake);
  const view = useKitSelector(selectModalView);
  const [refusedOn, setRefusedOn] = useState<ModalView | null>(null);

  useEffect(() => {
    if (shake) setRefusedOn(view);
  }, [shake, view]);

  return (
    <div aria-live="polite" className="kit-close-refused">
      {refusedOn === view ? CLOSE_REFUSED_TEXT : null}
    </div>
  );
}
