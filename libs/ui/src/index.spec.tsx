import * as api from './index';

// Pins the public API of @kit/ui: changing this list is a deliberate API change (STYLE.md).
describe('@kit/ui public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'AmountInput',
      'BackIcon',
      'BottomSheet',
      'BrandIcon',
      'Button',
      'CardIcon',
      'CheckIcon',
      'ChevronRightIcon',
      'CloseIcon',
      'CopyIcon',
      'ErrorIcon',
      'ExchangeIcon',
      'ExternalLinkIcon',
      'ICONS',
      'IconButton',
      'InfoIcon',
      'ListItem',
      'ModalCard',
      'NetworkIcon',
      'NetworkImage',
      'QrIcon',
      'ReceiveIcon',
      'SearchIcon',
      'SearchInput',
      'SendIcon',
      'Spinner',
      'SpinnerIcon',
      'Tabs',
      'Text',
      'TextInput',
      'Toast',
      'WalletIcon',
      'WalletImage',
      'WarningIcon',
      'contrastRatio',
      'darkTheme',
      'isIconName',
      'isSafeCssColor',
      'isSafeFontFamily',
      'kitStyles',
      'lightTheme',
      'loadBrandIcons',
      'parseCssColor',
      'parseThemeVariables',
      'readableForeground',
      'resolveThemeMode',
      'themeToCss',
      'themeToVariables',
    ]);
  });
});

// Pins the second entry, @kit/ui/qr: the QR code stays out of the main barrel (and so out of every
// app's first load) and has this one entry.
describe('@kit/ui/qr public API', () => {
  it('exports exactly these runtime names', async () => {
    const qr = await import('./qr');
    expect(Object.keys(qr).sort()).toEqual(['QrCode', 'loadQrEncoder']);
  });
});
