// @kit/views/modal: the modal shell, its views and their CSS. A subpath of its own, apart from
// the store hooks of the main entry, so the page's first load (the buttons and hooks) never
// reaches the modal's code: @kit/react imports this entry lazily, on the first open intent
// (issue 22). A re-export from the main entry would put it all back in the first load (esbuild
// keeps every module a loaded module re-exports in the loaded chunk).
// Every export below carries its one-line doc comment at its declaration.

export { KitModal } from './shell/KitModal/KitModal';
export type { KitModalProps } from './shell/KitModal/KitModal';
export { VIEW_REGISTRY } from './shell/ViewOutlet/ViewOutlet';
export type { ViewEntry } from './shell/ViewOutlet/ViewOutlet';
export { VIEW_TITLES } from './shell/view-titles';
export { viewStyles } from './styles/view-styles';
