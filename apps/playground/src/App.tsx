import {
  ConnectButton,
  KitProvider,
  NetworkButton,
  useKitAccount,
  useKitBalance,
  useKitNetwork,
  useKitSelector,
} from '@kit/react';
import { devnet } from './devnet';
import { flags, kit } from './kit';
import { FlagsPanel } from './FlagsPanel';
import { SignMessagePanel } from './SignMessagePanel';
import { SolanaSignMessagePanel } from './SolanaSignMessagePanel';

/** What an integrator's own UI would read from Kit's hooks. */
function AccountSummary() {
  const account = useKitAccount();
  const network = useKitNetwork();
  const balance = useKitBalance();
  const signIn = useKitSelector((state) => state.siwx);
  return (
    <dl className="summary" data-testid="account-summary">
      <dt>Status</dt>
      <dd data-testid="status">{account.status}</dd>
      <dt>Address</dt>
      <dd data-testid="connection">{account.address ?? 'not connected'}</dd>
      <dt>Network</dt>
      <dd data-testid="network">{network.caipNetwork?.name ?? network.caipNetworkId ?? '—'}</dd>
      <dt>Balance</dt>
      <dd data-testid="balance">
        {balance.balance ? `${balance.balance} ${balance.symbol ?? ''}` : '—'}
      </dd>
      <dt>Sign-in</dt>
      <dd data-testid="siwx">
        {signIn.status === 'signedIn'
          ? `signed in on ${signIn.session?.data.chainId}`
          : signIn.status}
      </dd>
    </dl>
  );
}

/** The playground dApp: Kit's buttons, the hooks' view of the connection, and the flags. */
export function App() {
  return (
    <KitProvider
      kit={kit}
      themeMode={flags.theme}
      {...(flags.mobile === undefined ? {} : { mobile: flags.mobile })}
    >
      <main className="playground">
        <header>
          <h1>Kit playground</h1>
          <nav aria-label="Wallet">
            <NetworkButton />
            {/* ConnectButton becomes the account button once connected (AccountButton exists for
                apps that want them apart). */}
            <ConnectButton />
          </nav>
        </header>
        {devnet ? null : <p role="note">No local chains: start the playground with `npm start`.</p>}
        <AccountSummary />
        <SignMessagePanel />
        <SolanaSignMessagePanel />
        <FlagsPanel />
      </main>
    </KitProvider>
  );
}
