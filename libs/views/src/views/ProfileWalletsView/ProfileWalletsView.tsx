import type { ChainNamespace } from '@kit/core';
import {
  activeNamespaceChanged,
  disconnectRequested,
  selectActiveNamespace,
  selectConnectedNamespaces,
  selectConnection,
  selectConnector,
  selectLiveConnections,
  switchRequested,
  type Connection,
  type ListedConnection,
} from '@kit/connection';
import { selectRecentConnections, selectSwitchError } from '@kit/connection/views';
import { pushed } from '@kit/modal';
import { selectFeatures } from '@kit/options';
import { Button, ListItem, Text, WalletImage } from '@kit/ui';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';
import { truncateAddress } from '../../utils/truncate-address';
import { selectEmbeddedUser } from '@kit/embedded';

const NAMESPACE_NAMES: Readonly<Record<string, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
};

/**
 * ProfileWallets: the live connections, the active one marked, each with Disconnect (spec §6
 * "Multi-wallet listing"). With multiWallet it lists every connection of every namespace (choosing
 * one switches to it, spec §4) and the recent ones that ended (choosing one logs in again);
 * without it only the active connector's, and choosing it shows Account.
 */
export function ProfileWalletsView() {
  const multiWallet = useKitSelector((state) => selectFeatures(state).multiWallet);
  return multiWallet ? <AllConnections /> : <ActiveConnection />;
}

/** Nothing connected: a way to connect. */
function NoConnection() {
  const dispatch = useKitDispatch();
  return (
    <div className="kit-view">
      <Text as="p" tone="muted" align="center" className="kit-empty">
        No wallet is connected.
      </Text>
      <Button fullWidth onClick={() => dispatch(pushed('Connect'))}>
        Connect a wallet
      </Button>
    </div>
  );
}

/** multiWallet off: the active namespace's connection only (spec §6). */
function ActiveConnection() {
  const dispatch = useKitDispatch();
  const active = useKitSelector(selectActiveNamespace);
  const namespaces = useKitSelector(selectConnectedNamespaces);
  const connection = useKitSelector((state) =>
    active === undefined ? undefined : selectConnection(state, active),
  );
  if (active === undefined || connection === undefined || !namespaces.includes(active)) {
    return <NoConnection />;
  }
  const select = (namespace: ChainNamespace): void => {
    if (namespace !== active) dispatch(activeNamespaceChanged({ namespace }));
    dispatch(pushed('Account'));
  };
  return (
    <div className="kit-view">
      <ul className="kit-list" aria-label="Connected wallets">
        <ProfileWalletRow
          namespace={active}
          connection={connection}
          active
          onSelect={() => select(active)}
          onDisconnect={() => dispatch(disconnectRequested({ namespace: active }))}
        />
      </ul>
    </div>
  );
}

/** multiWallet on: every live connection, the recent ones that ended, and Add wallet. */
function AllConnections() {
  const dispatch = useKitDispatch();
  const active = useKitSelector(selectActiveNamespace);
  const live = useKitSelector(selectLiveConnections);
  const recent = useKitSelector(selectRecentConnections);
  const switchError = useKitSelector(selectSwitchError);
  if (live.length === 0 && recent.length === 0) return <NoConnection />;
  const switchTo = ({ namespace, connection }: ListedConnection): void => {
    dispatch(switchRequested({ namespace, connectorId: connection.connectorId }));
  };
  return (
    <div className="kit-view">
      {live.length === 0 ? (
        <Text as="p" tone="muted" align="center" className="kit-empty">
          No wallet is connected.
        </Text>
      ) : (
        <ul className="kit-list" aria-label="Connected wallets">
          {live.map((listed) => (
            <ProfileWalletRow
              key={`${listed.namespace}|${listed.connection.connectorId}`}
              namespace={listed.namespace}
              connection={listed.connection}
              active={listed.current && listed.namespace === active}
              onSelect={() => switchTo(listed)}
              onDisconnect={() =>
                dispatch(
                  disconnectRequested({
                    namespace: listed.namespace,
                    connectorId: listed.connection.connectorId,
                  }),
                )
              }
            />
          ))}
        </ul>
      )}
      {recent.length > 0 && (
        <ul className="kit-list" aria-label="Recent wallets">
          {recent.map((listed) => (
            <ProfileWalletRow
              key={`${listed.namespace}|${listed.connection.connectorId}`}
              namespace={listed.namespace}
              connection={listed.connection}
              active={false}
              onSelect={() => switchTo(listed)}
            />
          ))}
        </ul>
      )}
      {switchError !== undefined && (
        <Text as="p" variant="small" tone="error" role="alert">
          {switchError.message}
        </Text>
      )}
      <Button variant="secondary" fullWidth onClick={() => dispatch(pushed('Connect'))}>
        Add wallet
      </Button>
    </div>
  );
}

/**
 * One connection: its wallet, namespace and address, and a Disconnect button beside it (none for
 * a recent connection, which has ended already).
 */
function ProfileWalletRow({
  namespace,
  connection,
  active,
  onSelect,
  onDisconnect,
}: {
  namespace: ChainNamespace;
  connection: Connection;
  active: boolean;
  onSelect: () => void;
  onDisconnect?: () => void;
}) {
  const connector = useKitSelector((state) => selectConnector(state, connection.connectorId));
  const user = useKitSelector(selectEmbeddedUser);
  // The embedded wallet's row names the identity (e-mail, or social user) and its account type.
  const identity =
    connector?.type === 'AUTH' && user !== undefined
      ? (user.email ?? `${user.username ?? user.provider} (${user.provider})`)
      : undefined;
  const name = identity ?? connector?.name ?? connection.connectorId;
  const accountType =
    identity !== undefined && user?.preferredAccountType === 'smartAccount'
      ? ' · Smart account'
      : '';
  const address = connection.accounts[0]?.address ?? '';
  return (
    <li className="kit-profile-row">
      <ListItem
        title={name}
        description={`${NAMESPACE_NAMES[namespace] ?? namespace} · ${truncateAddress(address)}${accountType}`}
        image={<WalletImage src={connector?.imageUrl} name={name} />}
        tag={active ? 'Active' : undefined}
        tagTone="accent"
        current={active}
        onClick={onSelect}
      />
      {onDisconnect !== undefined && (
        <Button variant="ghost" size="sm" aria-label={`Disconnect ${name}`} onClick={onDisconnect}>
          Disconnect
        </Button>
      )}
    </li>
  );
}
