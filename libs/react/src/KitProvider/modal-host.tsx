// The modal's code, loaded on the first open intent (modal-loader.ts): the shadow host, Kit's CSS
// and the modal shell with its views. Nothing on the page's first screen imports this module.
import type { KitThemeMode, KitThemeVariables } from '@kit/ui';
import { KitModal } from '@kit/views/modal';
import { useEffect, useState } from 'react';
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
 * Mounts the shadow host after the first commit and portals the modal into it. Its own state,
 * so creating the host re-renders this component only.
 */
export function KitModalHost({ themeMode, themeVariables, mobile }: KitModalHostProps) {
  const [shadowHost, setShadowHost] = useState<ShadowHost>();
  const themeCss = themeVariablesCss(themeVariables);

  // A passive effect, not a layout effect: a layout effect would save the open a task and a frame
  // (issue 22), but under React 18's StrictMode the modal's first render then went into the host
  // the double-invoked cleanup had removed, and showModal() threw "not in a Document" (the React
  // 18 outside app, tools/outside-apps/src/vite-react.spec.ts).
  useEffect(() => {
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
