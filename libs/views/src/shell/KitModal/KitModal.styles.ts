/**
 * The dialog: a full-viewport native `<dialog>` whose `::before` is the dimmed overlay (its
 * `::backdrop` cannot read the theme's variables in every browser), centring the card, or
 * anchoring the sheet to the bottom on mobile. A click on the overlay is a click on the dialog. A view fades in when it replaces another (the outlet
 * is keyed by view, so each new view is a new element); under reduced motion it just appears.
 * The open shows the card in its first frame (issue 22): the overlay fades in on a layer of its
 * own (an opacity animation the compositor runs), not the dialog, and the open's first view
 * (`data-opening` on the card) does not fade, since an opacity from 0 on the dialog, the card or
 * the view kept the wallet list invisible until the animation had started and run a step.
 */
export const kitModalStyles = `
.kit-dialog{position:fixed;inset:0;z-index:var(--kit-z-index);display:none;align-items:center;justify-content:center;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:var(--kit-space-lg);border:0;background:transparent;color:var(--kit-foreground);overflow:hidden;overscroll-behavior:contain}
.kit-dialog[open]{display:flex}
.kit-dialog::before{content:"";position:absolute;inset:0;z-index:-1;background:var(--kit-overlay);animation:kit-fade .15s ease-out}
.kit-dialog::backdrop{background:transparent}
.kit-dialog:focus{outline:none}
.kit-dialog[data-layout=sheet]{align-items:flex-end;padding:0}
.kit-card-title:focus{outline:none}
.kit-card-body>*{animation:kit-view-in .2s cubic-bezier(.2,.8,.2,1)}
.kit-card[data-opening] .kit-card-body>*{animation:none}
@media (prefers-reduced-motion:reduce){.kit-card-body>*{animation:none}}
@keyframes kit-fade{from{opacity:0}}
@keyframes kit-view-in{from{opacity:0;translate:0 6px}}
`;
