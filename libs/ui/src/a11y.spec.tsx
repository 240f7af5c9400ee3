import { render } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { AmountInput } from './components/AmountInput/AmountInput';
import { BottomSheet } from './components/BottomSheet/BottomSheet';
import { Button } from './components/Button/Button';
import { ListItem } from './components/ListItem/ListItem';
import { ModalCard } from './components/ModalCard/ModalCard';
import { NetworkImage } from './components/NetworkImage/NetworkImage';
import { QrCode } from './components/QrCode/QrCode';
import { loadQrEncoder } from './components/QrCode/qr-path';
import { SearchInput } from './components/SearchInput/SearchInput';
import { Spinner } from './components/Spinner/Spinner';
import { Tabs } from './components/Tabs/Tabs';
import { Text } from './components/Text/Text';
import { TextInput } from './components/TextInput/TextInput';
import { Toast } from './components/Toast/Toast';
import { WalletImage } from './components/WalletImage/WalletImage';
import { kitStyles } from './styles/kit-styles';

const WALLETS = [
  { id: 'mm', name: 'MetaMask', tag: 'Installed', src: 'https://explorer.example/mm.png' },
  { id: 'rb', name: 'Rainbow', tag: 'Recent', src: 'javascript:alert(1)' },
  { id: 'wc', name: 'WalletConnect', tag: 'QR', src: undefined },
];

function Sample() {
  const [search, setSearch] = useState('rain');
  return (
    <div data-kit="">
      {/* What @kit/views will provide around the card: a labelled modal dialog. */}
      <div role="dialog" aria-modal="true" aria-labelledby="kit-title">
        <ModalCard
          title="Connect wallet"
          titleId="kit-title"
          onBack={() => {}}
          onClose={() => {}}
          footer={
            <Text variant="caption" tone="muted">
              By connecting you agree to the terms
            </Text>
          }
        >
          <SearchInput
            aria-label="Search wallets"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onClear={() => setSearch('')}
          />
          <Tabs
            aria-label="Wallet kind"
            items={[
              {
                value: 'wallets',
                label: 'Wallets',
                content: (
                  <ul>
                    {WALLETS.map((wallet) => (
                      <li key={wallet.id}>
                        <ListItem
                          title={wallet.name}
                          tag={wallet.tag}
                          image={<WalletImage name={wallet.name} src={wallet.src} />}
                        />
                      </li>
                    ))}
                    <li>
                      <ListItem
                        title="Ethereum"
                        description="Current network"
                        current
                        image={<NetworkImage name="Ethereum" shape="hex" />}
                      />
                    </li>
                  </ul>
                ),
              },
              {
                value: 'qr',
                label: 'QR code',
                content: <QrCode value="wc:abc@2?relay-protocol=irn" />,
              },
              { value: 'email', label: 'Email', disabled: true },
            ]}
          />
          <TextInput
            label="Email"
            error="Please enter a valid email address"
            hint="We send a code"
          />
          <AmountInput
            label="Amount"
            symbol="ETH"
            value="1.2.3"
            onChange={() => {}}
            error="Number 1.2.3 is not a valid decimal number."
          />
          <Button loading fullWidth>
            Continue
          </Button>
          <Button variant="secondary" disabled>
            Send
          </Button>
          <Spinner label="Loading wallets" />
          <QrCode
            value="wc:abc@2?relay-protocol=irn"
            logo={<WalletImage name="WalletConnect" />}
            aria-label="Scan with your phone"
          />
        </ModalCard>
      </div>
      <Toast message="Address copied" variant="success" />
      <Toast message="Error signing message" variant="error" />
      <div role="dialog" aria-modal="true" aria-label="Mobile sheet">
        <BottomSheet>
          <ModalCard title="Account" titleId="kit-sheet-title" onClose={() => {}}>
            <Text>0x1234…abcd</Text>
          </ModalCard>
        </BottomSheet>
      </div>
    </div>
  );
}

// The QR encoder loads on first use; load it first so QrCode renders synchronously here.
beforeAll(() => loadQrEncoder());

describe('accessibility', () => {
  it('finds no serious or critical axe violations in a composed modal', async () => {
    const style = document.createElement('style');
    style.textContent = kitStyles;
    document.head.append(style);
    const { container } = render(<Sample />);
    const results = await axe.run(container, {
      // jsdom does not render, so contrast cannot be measured here; contrast.spec.ts measures
      // the theme tokens instead.
      rules: { 'color-contrast': { enabled: false } },
    });
    style.remove();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`,
      );
    expect(blocking).toEqual([]);
    // The rules that matter here did run and pass (axe skips rules with nothing to check).
    expect(results.passes.map((rule) => rule.id)).toEqual(
      expect.arrayContaining([
        'aria-allowed-attr',
        'aria-required-children',
        'aria-required-parent',
        'aria-valid-attr-value',
        'button-name',
        'label',
        'svg-img-alt',
        'image-alt',
        'aria-progressbar-name',
        'aria-hidden-focus',
        'nested-interactive',
        'list',
      ]),
    );
    // Lesser findings are reported too, so none slips in unnoticed.
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
