import { CONSTANTS } from '@kit/core';
import {
  connectRequested,
  selectActiveNamespace,
  selectConnectors,
  selectNamespaceFilter,
  selectRecentWallets,
} from '@kit/connection';
import { pushed } from '@kit/modal';
import { selectFeatures, selectOptions } from '@kit/options';
import { Button, ListItem, Text, WalletIcon, WalletImage } from '@kit/ui';
import {
  selectFeaturedWallets,
  selectRecommendedWallets,
  selectWalletsCount,
  selectWalletsError,
  selectWalletsStatus,
  walletsRequested,
  walletsRetryRequested,
} from '@kit/wallets';
import { useEffect, useMemo, useState } from 'react';
import { LegalCheckbox } from '../../components/LegalCheckbox/LegalCheckbox';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';
import { usePairingView } from '../../store/use-pairing-view';
import { buildConnectRows, type ConnectRow } from './connect-rows';
import { EmbeddedLogin } from '../../components/EmbeddedLogin/EmbeddedLogin';

/**
 * The Connect view: every way to connect, in the order of DEFAULT_CONNECTOR_ORDER, then "All
 * wallets". It renders from the store at once; the explorer listing is asked for, never waited on
 * (recommended wallets appear when they arrive). With the legalCheckbox feature, the rows stay
 * disabled until the visitor agrees to the terms. With the collapseWallets feature, the wallet list
 * (and All wallets) stays behind one "Continue with a wallet" entry until chosen, so e-mail and
 * social login lead. When the catalogue cannot be reached the recommended wallets are missing:
 * Connect says so with Retry, as AllWallets does, rather than dropping them silently (issue 23).
 */
export function ConnectView() {
  const dispatch = useKitDispatch();
  const pairingView = usePairingView();
  const features = useKitSelector(selectFeatures);
  const options = useKitSelector(selectOptions);
  const connectors = useKitSelector(selectConnectors);
  const recentWallets = useKitSelector(selectRecentWallets);
  const namespaceFilter = useKitSelector(selectNamespaceFilter);
  const activeNamespace = useKitSelector(selectActiveNamespace);
  const featured = useKitSelector(selectFeaturedWallets);
  const recommended = useKitSelector(selectRecommendedWallets);
  const walletsStatus = useKitSelector(selectWalletsStatus);
  const walletsCount = useKitSelector(selectWalletsCount);
  const walletsError = useKitSelector(selectWalletsError);
  const [agreed, setAgreed] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    if (walletsStatus === 'idle') dispatch(walletsRequested());
  }, [dispatch, walletsStatus]);

  const rows = useMemo(
    () =>
      buildConnectRows({
        // The embedded wallet is offered by its own block (EmbeddedLogin), not as a row.
        connectors: connectors.filter((connector) => connector.type !== 'AUTH'),
        recentWallets,
        featured,
        recommended,
        namespaceFilter,
        walletConnect: options.enableWalletConnect !== false,
        ...(activeNamespace === undefined ? {} : { activeNamespace }),
      }),
    [
      connectors,
      recentWallets,
      featured,
      recommended,
      namespaceFilter,
      options.enableWalletConnect,
      activeNamespace,
    ],
  );

  const gated = features.legalCheckbox && !agreed;
  const loadingRecommended = walletsStatus === 'loading' && recommended.length === 0;
  const showAllWallets = features.allWallets && walletsStatus !== 'unavailable';
  const collapsed = features.collapseWallets && !expanded;

  const choose = (row: ConnectRow): void => {
    if (row.kind === 'wallet') {
      // Not installed: it pairs through WalletConnect with its QR code.
      dispatch(pushed(pairingView, { wallet: { id: row.wallet.id, name: row.name } }));
      return;
    }
    const data = { wallet: { id: row.connectorId, name: row.name }, connectorId: row.connectorId };
    if (row.walletConnect) {
      dispatch(pushed(pairingView, data));
      return;
    }
    dispatch(connectRequested({ connectorId: row.connectorId }));
    dispatch(pushed('ConnectingExternal', data));
  };

  return (
    <div className="kit-view kit-connect">
      {features.legalCheckbox && (
        <LegalCheckbox
          checked={agreed}
          onCheckedChange={setAgreed}
          termsConditionsUrl={options.termsConditionsUrl}
          privacyPolicyUrl={options.privacyPolicyUrl}
        />
      )}
      <EmbeddedLogin />
      {collapsed ? (
        <ListItem
          title="Continue with a wallet"
          image={
            <span className="kit-icon-tile">
              <WalletIcon />
            </span>
          }
          disabled={gated}
          onClick={() => setExpanded(true)}
        />
      ) : (
        <>
          <ul className="kit-list" aria-label="Wallets" aria-busy={loadingRecommended || undefined}>
            {rows.map((row) => (
              <li key={row.key}>
                <ListItem
                  title={row.name}
                  description={row.description}
                  image={
                    <WalletImage
                      src={row.imageUrl}
                      name={row.name}
                      brand={
                        row.kind === 'connector' && row.walletConnect ? 'walletconnect' : undefined
                      }
                    />
                  }
                  tag={row.tag}
                  tagTone={row.group === 'recent' ? 'accent' : 'neutral'}
                  disabled={gated}
                  onClick={() => choose(row)}
                />
              </li>
            ))}
            {loadingRecommended && (
              <li aria-hidden="true">
                <Skeleton rows={Math.min(2, CONSTANTS.WALLETS_RECOMMENDED_COUNT)} />
              </li>
            )}
            {showAllWallets && (
              <li>
                <ListItem
                  title="All wallets"
                  image={
                    <span className="kit-icon-tile">
                      <WalletIcon />
                    </span>
                  }
                  tag={walletsCount > 10 ? `${Math.floor(walletsCount / 10) * 10}+` : undefined}
                  disabled={gated}
                  onClick={() => dispatch(pushed('AllWallets'))}
                />
              </li>
            )}
          </ul>
          {walletsStatus === 'error' && (
            <div className="kit-inline-error">
              <Text as="p" variant="small" tone="muted" role="status">
                {'Recommended wallets could not be loaded.'}
                {walletsError === undefined ? '' : ` ${walletsError.message}`}
              </Text>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => dispatch(walletsRetryRequested())}
              >
                Retry
              </Button>
            </div>
          )}
          {rows.length === 0 && !loadingRecommended && (
            <Text as="p" variant="small" tone="muted" align="center" className="kit-empty">
              No wallet was found in this browser.
              {showAllWallets ? ' Choose one from All wallets.' : ''}
            </Text>
          )}
        </>
      )}
      <Button variant="ghost" size="sm" onClick={() => dispatch(pushed('WhatIsAWallet'))}>
        What is a wallet?
      </Button>
    </div>
  );
}
