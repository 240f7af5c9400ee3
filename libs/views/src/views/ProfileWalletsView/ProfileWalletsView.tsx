import type { ChainNamespace } from '@kit/core';
import {
  activeNamespaceChanged,
  disconnectRequested,
  selectActiveNamespace,
  selectConnectedNamespaces,
  selectConnection,
  selectConnector,
} from '@kit/connection';
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
 * ProfileWallets: the live connections, the active one marked. With multiWallet every namespace's
 * connection is listed (choosing one makes it active); without it only the active one (spec §6).
 * Each can be disconnected.
 */
export function ProfileWalletsView() {
  const dispatch = useKitDispatch();
  const multiWallet = useKitSelector((state) => selectFeatures(state).multiWallet);
  const active = useKitSelector(selectActiveNamespace);
  const namespaces = useKitSelector(selectConnectedNamespaces);
  const listed = multiWallet ? namespaces : namespaces.filter((namespace) => namespace === active);

  if (listed.length === 0) {
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
  const select = (namespace: ChainNamespace): void => {
    if (namespace !== active) dispatch(activeNamespaceChanged({ namespace }));
    dispatch(pushed('Account'));
  };
  return (
    <div className="kit-view">
      <ul className="kit-list" aria-label="Connected wallets">
        {listed.map((namespace) => (
          <ProfileWalletRow
            key={namespace}
            namespace={namespace}
            active={namespace === active}
            onSelect={() => select(namespace)}
            onDisconnect={() => dispatch(disconnectRequested({ namespace }))}
          />
        ))}
      </ul>
      {multiWallet && (
        <Button variant="secondary" fullWidth onClick={() => dispatch(pushed('Connect'))}>
          Add wallet
        </Button>
      )}
    </div>
  );
}

/** One connection: its wallet, namespace and address, and a Disconnect button beside it. */
function ProfileWalletRow({
  namespace,
  active,
  onSelect,
  onDisconnect,
}: {
  namespace: ChainNamespace;
  active: boolean;
  onSelect: () => void;
  onDisconnect: () => void;
}) {
  const connection = useKitSelector((state) => selectConnection(state, namespace));
  const connector = useKitSelector((state) =>
    connection === undefined ? undefined : selectConnector(state, connection.connectorId),
  );
  const user = useKitSelector(selectEmbeddedUser);
  if (connection === undefined) return null;
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
      <Button variant="ghost" size="sm" aria-label={`Disconnect ${name}`} onClick={onDisconnect}>
        Disconnect
      </Button>
    </li>
  );
}
