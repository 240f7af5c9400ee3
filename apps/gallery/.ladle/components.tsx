// Ladle's wrapper around every story: Kit's styles and the pinned font.
import type { GlobalProvider } from '@ladle/react';
import { KitStyles } from '../src/support/ScenarioStage';
import '../src/support/pinned-font.css';

export const Provider: GlobalProvider = ({ children }) => (
  <>
    <KitStyles />
    {children}
  </>
);
