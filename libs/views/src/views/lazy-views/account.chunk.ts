// The Account view's chunk's entry (see modal-anchor.ts). Account is what an open lands on once a
// wallet is connected, so its code is fetched beside the modal's when a connected visitor shows
// the intent to open (@kit/react's modal loader, through @kit/views/account-view); a first visit
// opens on Connect and never waits on it: it keeps the account's balances, amount conversion and
// the swap and on-ramp selectors out of the open that lists the wallets (issue 22, click to list).
export { AccountView } from '../AccountView/AccountView';
export { MODAL_ANCHOR } from './modal-anchor';
