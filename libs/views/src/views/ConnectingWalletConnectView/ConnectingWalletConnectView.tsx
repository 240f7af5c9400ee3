import { selectAllWallets } from '@kit/wallets';
import { selectModalViewData } from '@kit/modal';
import { linkingOpened, pairingRequested, selectPairing, type PairingWallet } from '@kit/pairing';
import { Button, Spinner } from '@kit/ui';
// The QR entry point on its own: through the barrel the encoder would land in the first chunk.
import { QrCode } from '@kit/ui/qr';
import { useMemo, useState } from 'react';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useSheetLayout } from '../../shell/sheet-layout';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';
import { connectErrorText } from '../../utils/error-text';
import { walletLinks, type WalletLink } from './wallet-links';

/** Props of the WalletConnect views; `basic` is ConnectingWalletConnectBasic (QR and copy only). */
export interface ConnectingWalletConnectViewProps {
  basic?: boolean;
}

/**
 * ConnectingWalletConnect: draws the pairing URI the store's flow saga asked for when the view
 * came up (once per showing, not from an effect StrictMode repeats) as a QR code, offers Copy
 * link and the chosen wallet's mobile, desktop and web links (sanitised), and renews by itself
 * before expiry (the saga). On a phone the wallet's app is on the same device: its link is the
 * primary action and the QR code is offered for another device. A failure ('Connection rejected'…) shows Try again. Once a wallet
 * approves and the namespace connects, the store's flow saga moves on. Closing resets pairing.
 */
export function ConnectingWalletConnectView({ basic = false }: ConnectingWalletConnectViewProps) {
  const dispatch = useKitDispatch();
  const data = useKitSelector(selectModalViewData);
  const pairing = useKitSelector(selectPairing);
  const wallets = useKitSelector(selectAllWallets);
  const [copied, setCopied] = useState(false);
  const phone = useSheetLayout();
  const chosen: PairingWallet | undefined = data.wallet
    ? { id: data.wallet.id, name: data.wallet.name }
    : undefined;
  const explorerWallet = useMemo(
    () => (chosen ? wallets.find((wallet) => wallet.id === chosen.id) : undefined),
    [wallets, chosen?.id],
  );

  const name = chosen?.name ?? 'your wallet';
  if (pairing.wcError) {
    return (
      <StatusPanel
        tone="error"
        heading={connectErrorText(pairing.wcError)}
        message={`${name} did not connect.`}
        actions={
          <Button
            variant="secondary"
            fullWidth
            onClick={() => dispatch(pairingRequested(chosen ? { wallet: chosen } : undefined))}
          >
            Try again
          </Button>
        }
      />
    );
  }
  const uri = pairing.wcUri;
  if (!uri) {
    return (
      <StatusPanel
        tone="busy"
        media={<Spinner size={24} label="Preparing the QR code" />}
        heading="Preparing the QR code"
      />
    );
  }
  const links = basic ? [] : walletLinks(explorerWallet, uri);
  // On a phone the app link (still the allow-listed one) leads; a desktop app is not on a phone.
  const appLink = phone ? links.find((link) => link.kind === 'mobile') : undefined;
  const otherLinks = links.filter(
    (link) => link !== appLink && !(phone && link.kind === 'desktop'),
  );
  const open = (link: WalletLink) => {
    dispatch(linkingOpened({ name, href: link.href }));
    window.open(link.href, link.kind === 'web' ? '_blank' : '_self', 'noopener,noreferrer');
  };
  const copy = async () => {
    await navigator.clipboard?.writeText(uri);
    setCopied(true);
  };
  return (
    <div className="kit-view kit-connecting-wc">
      {appLink !== undefined && (
        <Button variant="primary" fullWidth onClick={() => open(appLink)}>
          {`Open ${name}`}
        </Button>
      )}
      {appLink !== undefined && (
        <p className="kit-text-secondary">On another device? Scan this QR code with {name}.</p>
      )}
      <QrCode
        value={uri}
        size={240}
        data-testid="kit-wc-qr"
        data-uri={uri}
        aria-label={`Scan with ${name}`}
      />
      {appLink === undefined && (
        <p className="kit-text-secondary">Scan this QR code with {name} to connect.</p>
      )}
      <Button variant="secondary" fullWidth onClick={() => void copy()}>
        {copied ? 'Link copied' : 'Copy link'}
      </Button>
      {/* A relabelled button is not announced: this polite region says the copy happened. */}
      <span role="status" className="kit-sr-only">
        {copied ? 'Link copied to the clipboard' : ''}
      </span>
      {otherLinks.map((link) => (
        <Button key={link.kind} variant="secondary" fullWidth onClick={() => open(link)}>
          {link.label}
        </Button>
      ))}
    </div>
  );
}

/** ConnectingWalletConnectBasic: the QR code and Copy link only (basic wallet-connect mode). */
export function ConnectingWalletConnectBasicView() {
  return <ConnectingWalletConnectView basic />;
}
