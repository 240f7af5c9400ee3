import { EmbeddedLogin } from '../../components/EmbeddedLogin/EmbeddedLogin';

/** EmailLogin (spec §2): the embedded wallet's e-mail field and social buttons on their own. */
export function EmailLoginView() {
  return (
    <div className="kit-view">
      <EmbeddedLogin />
    </div>
  );
}
