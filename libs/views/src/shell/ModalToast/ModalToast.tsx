import { selectModalOpen } from '@kit/modal';
import { selectToast } from '@kit/toast';
import { ICONS, isIconName, Toast } from '@kit/ui';
import { createElement } from 'react';
import { useKitSelector } from '../../store/kit-store-hooks';

/** Props of ModalToast. */
export interface ModalToastProps {
  /**
   * - `dialog`: inside the open modal (the rest of the page is inert then).
   * - `page`: on the page while the modal is closed (e.g. 'Failed to disconnect').
   */
  placement: 'dialog' | 'page';
}

/**
 * The store's one toast (spec §3, §4), placed where it can be seen and announced: the live region
 * stays mounted and only its content comes and goes, so screen readers announce it reliably.
 */
export function ModalToast({ placement }: ModalToastProps) {
  const toast = useKitSelector(selectToast);
  const modalOpen = useKitSelector(selectModalOpen);
  const here = placement === 'dialog' ? modalOpen : !modalOpen;
  const icon =
    toast.svg !== undefined && isIconName(toast.svg)
      ? createElement(ICONS[toast.svg], { size: 18 })
      : undefined;
  return (
    <div className="kit-toast-layer">
      <Toast
        message={toast.message}
        variant={toast.variant}
        icon={icon}
        open={toast.open && here}
      />
    </div>
  );
}
