// The modal's code, loaded on the first open intent (modal-loader.ts): the shadow host, Kit's CSS
// and the modal shell with its views. Nothing on the page's first screen imports this module.
import type { KitThemeMode, KitThemeVariables } from '@kit/ui';
import { KitModal } from '@kit/views/modal';
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { createShadowHost, type ShadowHost } from './shadow-host';
import { themeVariablesCss } from './theme-css';

/** Props of KitModalHost. */
export interface KitModalHostProps {
  themeMode: KitThemeMode | undefined;
  themeVariables: KitThemeVariables | undefined;
  mobile: boolean | undefined;
}

/**
 * Mounts the shadow host in the first commit's layout effects and portals the modal into it. Its own state,
 * so creating the host re-renders this component only.
 */
export function KitModalHost({ themeMode, themeVariables, mobile }: KitModalHostProps) {
  const [shadowHost, setShadowHost] = useState<ShadowHost>();
  const themeCss = themeVariablesCss(themeVariables);

  // A layout effect: the host and the modal's first render then land in the frame the code
  // arrived in, where a passive effect put them one task and one frame later (the open waited on
  // it; issue 22). This component only renders in the browser (LazyModalHost, after the import).
  useLayoutEffect(() => {
    const created = createShadowHost(document);
    setShadowHost(created);
    return () => {
      created.remove();
      setShadowHost(undefined);
    };
  }, []);

  useEffect(() => {
    shadowHost?.setThemeCss(themeCss);
  }, [shadowHost, themeCss]);

  if (shadowHost === undefined) return null;
  return createPortal(
    <KitModal
      {...(mobile === undefined ? {} : { mobile })}
      {...(themeMode === undefined ? {} : { themeMode })}
    />,
    shadowHost.container,
  );
}
