import { DEFAULT_WALLET_FEATURES_ORDER, sanitizeWebLink, type WalletFeature } from '@kit/core';
import { selectActiveAccount, currentTabChanged } from '@kit/account';
import { balanceRequested } from '@kit/balances';
import { selectActiveNativeBalance, selectActiveTotalValue } from '@kit/balances/active-balances';
import { disconnectRequested, selectConnector } from '@kit/connection';
import { pushed, replaced, type ModalView } from '@kit/modal';
import { selectActiveCaipNetwork } from '@kit/network';
import { selectFeatures, selectOptions } from '@kit/options';
import { selectSwapSupported } from '@kit/swap/views';
import { selectOnrampSupported } from '@kit/onramp/views';
import {
  Button,
  CardIcon,
  CopyIcon,
  ExchangeIcon,
  ExternalLinkIcon,
  IconButton,
  ListItem,
  NetworkImage,
  ReceiveIcon,
  SendIcon,
  Tabs,
  Text,
  WalletImage,
  type IconComponent,
  type TabItem,
} from '@kit/ui';
import { useEffect } from 'react';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';
import { useCopyAddress } from '../../store/use-copy-address';
import { useNamespaceProfiles } from '../../store/use-namespace-profiles';
import { truncateAddress } from '../../utils/truncate-address';
import { EmbeddedAccount } from '../../components/EmbeddedLogin/EmbeddedAccount';

/** The wallet features this build has a view for, with their button (spec §9 order applies). */
const BUILT_FEATURES: Partial<
  Record<WalletFeature, { label: string; icon: IconComponent; view: ModalView }>
> = {
  send: { label: 'Send', icon: SendIcon, view: 'Send' },
  swaps: { label: 'Swap', icon: ExchangeIcon, view: 'Swap' },
  receive: { label: 'Receive', icon: ReceiveIcon, view: 'Receive' },
  onramp: { label: 'Buy', icon: CardIcon, view: 'OnRamp' },
};

/** Balance shown before the first read (spec §5). */
const NO_BALANCE = '0.000';

/**
 * The Account view: the connected address (truncated, with copy and a block-explorer link), the
 * native balance floored to 3 decimals ('0.000' until read), tokens, the wallet features that
 * exist in their configured order, "Deposit from exchange" with the payWithExchange feature where
 * the namespace has on-ramp (spec §9: both EVM and Solana), the network row and Disconnect.
 */
export function AccountView() {
  const dispatch = useKitDispatch();
  const copyAddress = useCopyAddress();
  const account = useKitSelector(selectActiveAccount);
  const network = useKitSelector(selectActiveCaipNetwork);
  const features = useKitSelector(selectFeatures);
  const options = useKitSelector(selectOptions);
  const connector = useKitSelector((state) =>
    account?.connectorId === undefined ? undefined : selectConnector(state, account.connectorId),
  );
  const caipAddress = account?.caipAddress;
  // USD values where the Blockchain API priced the assets; an unpriced asset shows none.
  const nativeValue = useKitSelector(selectActiveNativeBalance)?.formattedValue;
  const totalValue = useKitSelector(selectActiveTotalValue);
  const profiles = useNamespaceProfiles();
  // Whether each wallet feature works here (a flag on, and a service and network that serve it).
  const supported: Partial<Record<WalletFeature, boolean>> = {
    swaps: useKitSelector(selectSwapSupported),
    onramp: useKitSelector((state) => selectOnrampSupported(state, profiles)),
    // §9: send works where the namespace's profile says (built in: EVM and Solana).
    send: profiles.supports(account?.namespace, 'send'),
  };

  useEffect(() => {
    // Cached for 30 s by the saga, so opening Account again does not re-read.
    if (caipAddress !== undefined) dispatch(balanceRequested());
  }, [caipAddress, dispatch]);

  if (account?.address === undefined) {
    return (
      <StatusPanel
        heading="No wallet connected"
        message="Connect a wallet to see your account."
        actions={
          <Button fullWidth onClick={() => dispatch(replaced('Connect'))}>
            Connect a wallet
          </Button>
        }
      />
    );
  }

  const { address, namespace } = account;
  const symbol = account.balanceSymbol ?? network?.nativeCurrency.symbol ?? '';
  const explorerUrl = sanitizeWebLink(account.addressExplorerUrl);
  const walletName = connector?.name ?? 'Wallet';
  const walletFeatures = DEFAULT_WALLET_FEATURES_ORDER.flatMap((feature) => {
    const built = BUILT_FEATURES[feature];
    return built !== undefined && features[feature] === true && supported[feature] !== false
      ? [{ feature, ...built }]
      : [];
  });

  // Nothing read yet for this address: skeleton rows (and a busy list) rather than zeroes.
  const balancesPending = account.balanceLoading && account.balance === undefined;
  const tabs: TabItem[] = [
    {
      value: 'tokens',
      label: 'Tokens',
      content: (
        <ul className="kit-token-list" aria-label="Tokens" aria-busy={balancesPending || undefined}>
          {balancesPending ? (
            // The first read: placeholders of the rows to come, not a '0.000' that is not true.
            <li aria-hidden="true">
              <Skeleton rows={2} />
            </li>
          ) : (
            <li className="kit-token-row">
              <NetworkImage
                src={network?.assets?.imageUrl}
                brand={network?.assets?.imageId}
                name={symbol || 'Native'}
                size={32}
              />
              <span className="kit-token-main">
                <span className="kit-token-name">{network?.nativeCurrency.name ?? symbol}</span>
                <span className="kit-token-amount">
                  {account.balance ?? NO_BALANCE} {symbol}
                </span>
              </span>
              {nativeValue !== undefined && <span className="kit-token-value">${nativeValue}</span>}
            </li>
          )}
          {account.tokenBalance.map((token) => (
            <li key={token.address} className="kit-token-row">
              <NetworkImage src={token.iconUrl} name={token.symbol} size={32} />
              <span className="kit-token-main">
                <span className="kit-token-name">{token.name}</span>
                <span className="kit-token-amount">
                  {token.formatted} {token.symbol}
                </span>
              </span>
              {token.formattedValue !== undefined && (
                <span className="kit-token-value">${token.formattedValue}</span>
              )}
            </li>
          ))}
        </ul>
      ),
    },
  ];
  const currentTab = tabs[account.currentTab]?.value ?? 'tokens';

  return (
    <div className="kit-view kit-account">
      <div className="kit-account-header">
        <WalletImage src={connector?.imageUrl} name={walletName} size={64} />
        {account.profileName !== undefined && (
          <Text variant="title" data-testid="kit-profile-name" className="kit-wrap">
            {account.profileName}
          </Text>
        )}
        <div className="kit-account-address">
          <Text variant="title" mono title={address}>
            {truncateAddress(address)}
          </Text>
          <IconButton
            size="sm"
            aria-label="Copy address"
            icon={<CopyIcon size={16} />}
            onClick={() => void copyAddress(address)}
          />
        </div>
        <Text variant="display" data-testid="kit-balance">
          {account.balance ?? NO_BALANCE}{' '}
          <Text variant="title" tone="muted">
            {symbol}
          </Text>
        </Text>
        {totalValue !== undefined && (
          // Spec §5: the total value to 2 decimals, of the assets that have a price.
          <Text variant="body" tone="muted" data-testid="kit-total-value">
            ${totalValue}
          </Text>
        )}
        {explorerUrl !== undefined && (
          <a href={explorerUrl} target="_blank" rel="noopener noreferrer" className="kit-chip">
            Block explorer
            <ExternalLinkIcon size={14} />
          </a>
        )}
      </div>

      {walletFeatures.length > 0 && (
        <div className="kit-feature-buttons">
          {walletFeatures.map(({ feature, label, icon: Icon, view }) => (
            <Button
              key={feature}
              variant="secondary"
              leadingIcon={<Icon size={18} />}
              onClick={() => dispatch(pushed(view))}
            >
              {label}
            </Button>
          ))}
        </div>
      )}

      {features.payWithExchange && profiles.supports(namespace, 'onramp') && (
        // Paying from an exchange account is withdrawing there to this address: Receive shows it.
        <ListItem
          title="Deposit from exchange"
          description="Withdraw to this address from your exchange account"
          image={
            <span className="kit-icon-tile">
              <ReceiveIcon />
            </span>
          }
          onClick={() => dispatch(pushed('Receive'))}
        />
      )}

      <ListItem
        title={network?.name ?? 'Unknown network'}
        description="Network"
        image={
          <NetworkImage
            src={network?.assets?.imageUrl}
            brand={network?.assets?.imageId}
            name={network?.name ?? '?'}
            size={32}
          />
        }
        disabled={options.enableNetworkSwitch === false}
        chevron={options.enableNetworkSwitch !== false}
        onClick={() => dispatch(pushed('Networks'))}
      />
      {features.multiWallet && (
        <ListItem
          title="Connected wallets"
          image={<WalletImage src={connector?.imageUrl} name={walletName} size={32} />}
          onClick={() => dispatch(pushed('ProfileWallets'))}
        />
      )}
      {profiles.supports(namespace, 'names') && account.profileName === undefined && (
        // Spec §9: names are EVM only (its profile says so); a named account has nothing to choose.
        <ListItem
          title="Choose a name"
          description="Register a name for this account"
          onClick={() => dispatch(pushed('RegisterAccountName'))}
        />
      )}
      {features.smartSessions && profiles.supports(namespace, 'smartSessions') && (
        <ListItem
          title="Smart sessions"
          description="Permissions granted to this app"
          onClick={() => dispatch(pushed('SmartSessions'))}
        />
      )}
      {features.activity && profiles.supports(namespace, 'activity') && (
        // Spec §9: activity is EVM only (its profile says so).
        <ListItem
          title="Activity"
          description="Your transactions"
          chevron
          onClick={() => dispatch(pushed('Activity'))}
        />
      )}

      <EmbeddedAccount />

      <Tabs
        aria-label="Account"
        items={tabs}
        value={currentTab}
        onValueChange={(value) =>
          dispatch(
            currentTabChanged({
              namespace,
              tab: Math.max(
                0,
                tabs.findIndex((tab) => tab.value === value),
              ),
            }),
          )
        }
      />

      <Button
        variant="secondary"
        fullWidth
        // The store's flow saga closes the modal once the wallet is disconnected.
        onClick={() => dispatch(disconnectRequested({ namespace }))}
      >
        Disconnect
      </Button>
    </div>
  );
}
