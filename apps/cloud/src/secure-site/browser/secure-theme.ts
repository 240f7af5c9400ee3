// The theme the host page synced (SYNC_THEME), kept in this origin's storage so the approval page
// the modal frames later matches the modal around it. Only the two known modes are ever stored.
import { isFrameThemeMode, type FrameThemeMode } from '@kit/core';

const THEME_KEY = 'kit-secure:theme';

/** Stores and applies the host's theme mode; refuses anything but 'light' or 'dark'. */
export function saveTheme(themeMode: unknown): FrameThemeMode {
  if (!isFrameThemeMode(themeMode)) throw new Error('Invalid theme mode');
  localStorage.setItem(THEME_KEY, themeMode);
  document.documentElement.dataset['theme'] = themeMode;
  return themeMode;
}

/** Applies the synced theme mode, if any, to this page (the pages follow the system otherwise). */
export function applySavedTheme(): void {
  const saved = localStorage.getItem(THEME_KEY);
  if (isFrameThemeMode(saved)) document.documentElement.dataset['theme'] = saved;
}
