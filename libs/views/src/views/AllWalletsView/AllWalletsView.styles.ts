/**
 * AllWallets: the list scrolls in its own box under the search field (which stays put), and
 * rows are absolutely placed by the virtualiser. A title wraps; at line-height 1.25 two lines still
 * fit the fixed 64 px row, so a row keeps its tag beside the title even in a 320 px card (where other
 * lists move it under the title, which would need a taller row). A row's image waits for its
 * picture on the still placeholder, without the pulse other images have: every wheel step mounts a
 * dozen rows whose images all start loading, and a dozen endless animations re-styled every frame
 * were a third of the style work of scrolling (profiled, issue 22). Nor does it fade in: a fade is
 * a composited animation per image, so each picture was painted about three times (into its
 * layer, then back into the list's when the fade ended) and each fade dispatched three transition
 * events; with a dozen pictures arriving per wheel step, the frames they landed in were the
 * longest of a scroll at 4x CPU (profiled, issue 22).
 */
export const allWalletsStyles = `
.kit-all-wallets-scroll{height:min(420px,calc(100dvh - 260px));min-height:200px;overflow-y:auto;overscroll-behavior:contain;scrollbar-width:thin}
.kit-virtual-list{position:relative;width:100%;list-style:none}
.kit-virtual-row{position:absolute;top:0;left:0;width:100%;height:64px;padding-bottom:var(--kit-space-sm)}
.kit-virtual-row .kit-list-item-title{line-height:1.25}
.kit-virtual-row .kit-image[data-status]{animation:none}
.kit-virtual-row .kit-image>img{transition:none}
@container kit-body (max-width:320px){.kit-virtual-row .kit-list-item:has(>.kit-tag){display:flex}}
.kit-inline-error{display:flex;align-items:center;justify-content:space-between;gap:var(--kit-space-sm);padding:var(--kit-space-sm) 0}
`;
