import { amountInputStyles } from '../components/AmountInput/AmountInput.styles';
import { bottomSheetStyles } from '../components/BottomSheet/BottomSheet.styles';
import { buttonStyles } from '../components/Button/Button.styles';
import { fallbackImageStyles } from '../components/FallbackImage/FallbackImage.styles';
import { iconButtonStyles } from '../components/IconButton/IconButton.styles';
import { listItemStyles } from '../components/ListItem/ListItem.styles';
import { modalCardStyles } from '../components/ModalCard/ModalCard.styles';
import { qrCodeStyles } from '../components/QrCode/QrCode.styles';
import { spinnerStyles } from '../components/Spinner/Spinner.styles';
import { tabsStyles } from '../components/Tabs/Tabs.styles';
import { textStyles } from '../components/Text/Text.styles';
import { textInputStyles } from '../components/TextInput/TextInput.styles';
import { toastStyles } from '../components/Toast/Toast.styles';
import { themeToCss } from '../theme/theme-css';
import { darkTheme, lightTheme } from '../theme/themes';
import { baseStyles } from './base.styles';

/**
 * Default tokens: light under `[data-kit]`, dark (only what differs) under
 * `[data-kit][data-kit-theme="dark"]`. A custom theme's `themeToCss` rule, injected after these,
 * overrides them; anything it leaves out falls back here.
 */
const tokenStyles =
  themeToCss(lightTheme()) +
  themeToCss(darkTheme(), {
    selector: '[data-kit][data-kit-theme="dark"]',
    baseline: lightTheme(),
  });

// Order matters only where specificity ties: base, tokens, then components (a component that
// styles another, like a sheet's card, comes after it).
const parts = [
  baseStyles,
  tokenStyles,
  spinnerStyles,
  buttonStyles,
  iconButtonStyles,
  textStyles,
  fallbackImageStyles,
  listItemStyles,
  qrCodeStyles,
  textInputStyles,
  amountInputStyles,
  toastStyles,
  tabsStyles,
  modalCardStyles,
  bottomSheetStyles,
];

/**
 * All of Kit's CSS in one string: reset, default tokens and every component. Inject it once into
 * the modal's shadow root (a constructed stylesheet via `adoptedStyleSheets`, or a `<style>`).
 */
export const kitStyles: string = parts.join('').replace(/\n/g, '');
