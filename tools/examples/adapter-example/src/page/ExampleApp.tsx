import {
  ConnectButton,
  KitProvider,
  useKitAccount,
  useKitBalance,
  useKitSelector,
  useSignMessage,
  type Kit,
} from '@kit/react';
import { useState } from 'react';

/** The connected toy account and its balance, as the hooks report them. */
function AccountSummary() {
  const { address, isConnected } = useKitAccount();
  const { balance, symbol } = useKitBalance();
  if (!isConnected) return <p id="account">Not connected</p>;
  return (
    <dl id="account">
      <dt>Address</dt>
      <dd data-testid="address">{address}</dd>
      <dt>Balance</dt>
      <dd data-testid="balance">{balance === undefined ? '…' : `${balance} ${symbol}`}</dd>
    </dl>
  );
}

/** The sign-in session (with `?siwx=1`): its message and signature, for the journey to check. */
function SignInStatus() {
  const signIn = useKitSelector((state) => state.siwx);
  const session = signIn.status === 'signedIn' ? signIn.session : undefined;
  return (
    <section aria-label="Sign-in">
      <output data-testid="siwx">
        {session ? `signed in on ${session.data.chainId}` : signIn.status}
      </output>
      {session ? (
        <>
          <pre data-testid="siwx-message">{session.message}</pre>
          <output data-testid="siwx-signature">{session.signature}</output>
        </>
      ) : null}
    </section>
  );
}

/** Signs a message with whatever wallet is connected, through useSignMessage. */
function SignMessageForm() {
  const { signMessage, status, signature, error } = useSignMessage();
  const [message, setMessage] = useState('Hello from the toy chain');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        // The hook holds the outcome; the rejection is shown below, not thrown at the page.
        signMessage(message).catch(() => undefined);
      }}
    >
      <label>
        Message <input value={message} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <button type="submit">Sign message</button>
      <output data-testid="sign-status">{status}</output>
      {signature === undefined ? null : <output data-testid="signature">{signature}</output>}
      {error === undefined ? null : <output data-testid="sign-error">{error.shortMessage}</output>}
    </form>
  );
}

/** The example dApp: Kit's button and modal over the toy chain, and a message to sign. */
export function ExampleApp({ kit }: { kit: Kit }) {
  return (
    <KitProvider kit={kit}>
      <main>
        <h1>Toy chain dApp</h1>
        <ConnectButton />
        <AccountSummary />
        <SignInStatus />
        <SignMessageForm />
      </main>
    </KitProvider>
  );
}
