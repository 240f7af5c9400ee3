// @kit/ui public API: presentational React components, theme tokens and icons; no store.

// Theme
export type {
  KitColorTokens,
  KitFontSizeTokens,
  KitRadiusTokens,
  KitSpaceTokens,
  KitThemeTokens,
} from './theme/theme-tokens';
export { lightTheme, darkTheme } from './theme/themes';
export { themeToCss, themeToVariables } from './theme/theme-css';
export type { KitCssVariable, ThemeToCssOptions } from './theme/theme-css';
export { isSafeCssColor, isSafeFontFamily, parseThemeVariables } from './theme/theme-variables';
export type { KitThemeVariables, ParsedThemeVariables } from './theme/theme-variables';
export { resolveThemeMode } from './theme/resolve-theme-mode';
export type { KitThemeMode } from './theme/resolve-theme-mode';
export { contrastRatio, parseCssColor, readableForeground } from './theme/contrast';
export type { RgbaColor } from './theme/contrast';

// Styles
export { kitStyles } from './styles/kit-styles';

// Icons
export {
  BackIcon,
  CardIcon,
  CheckIcon,
  ChevronRightIcon,
  CloseIcon,
  CopyIcon,
  ErrorIcon,
  ExchangeIcon,
  ExternalLinkIcon,
  ICONS,
  InfoIcon,
  NetworkIcon,
  QrIcon,
  ReceiveIcon,
  SearchIcon,
  SendIcon,
  SpinnerIcon,
  WalletIcon,
  WarningIcon,
  isIconName,
} from './icons/icons';
export type { IconComponent, IconName, IconProps } from './icons/icons';
// Brand marks: only the ids and the component are here; the drawings load on first use.
export { BrandIcon, loadBrandIcons } from './icons/brand/BrandIcon';
export type { BrandIconProps } from './icons/brand/BrandIcon';

// Components
export { AmountInput } from './components/AmountInput/AmountInput';
export type { AmountInputProps } from './components/AmountInput/AmountInput';
export { BottomSheet } from './components/BottomSheet/BottomSheet';
export type { BottomSheetProps } from './components/BottomSheet/BottomSheet';
export { Button } from './components/Button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/Button';
export { IconButton } from './components/IconButton/IconButton';
export type { IconButtonProps } from './components/IconButton/IconButton';
export { ListItem } from './components/ListItem/ListItem';
export type { ListItemProps } from './components/ListItem/ListItem';
export { ModalCard } from './components/ModalCard/ModalCard';
export type { ModalCardProps } from './components/ModalCard/ModalCard';
export { NetworkImage } from './components/NetworkImage/NetworkImage';
export type { NetworkImageProps } from './components/NetworkImage/NetworkImage';
// QrCode and loadQrEncoder are in the second entry, @kit/ui/qr (see qr.ts for why).
export { SearchInput } from './components/SearchInput/SearchInput';
export type { SearchInputProps } from './components/SearchInput/SearchInput';
export { Spinner } from './components/Spinner/Spinner';
export type { SpinnerProps } from './components/Spinner/Spinner';
export { Tabs } from './components/Tabs/Tabs';
export type { TabItem, TabsLabelProps, TabsProps } from './components/Tabs/Tabs';
export { Text } from './components/Text/Text';
export type { TextProps, TextTone, TextVariant } from './components/Text/Text';
export { TextInput } from './components/TextInput/TextInput';
export type {
  FieldLabelProps,
  TextInputOwnProps,
  TextInputProps,
} from './components/TextInput/TextInput';
export { Toast } from './components/Toast/Toast';
export type { ToastProps, ToastVariant } from './components/Toast/Toast';
export { WalletImage } from './components/WalletImage/WalletImage';
export type { WalletImageProps } from './components/WalletImage/WalletImage';
