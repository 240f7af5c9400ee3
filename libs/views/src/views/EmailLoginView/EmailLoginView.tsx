import { ERROR_MESSAGES } from '@kit/core';
import { EmbeddedLogin } from '../../components/EmbeddedLogin/EmbeddedLogin';

/** EmailLogin (spec §2): the embedded wallet's e-mail field and social buttons on their own. */
export function EmailLoginView() {
  return (
    <div className="kit-view">
      <EmbeddedLogin emptyText={ERROR_MESSAGES.AUTH_CONNECTOR_NOT_FOUND} />
    </div>
  );
}
