/** The embedded wallet's login block, the Farcaster view and the approval frame. */
export const embeddedLoginStyles = `
.kit-embedded-login{display:flex;flex-direction:column;gap:var(--kit-space-sm);padding-bottom:var(--kit-space-md);border-bottom:1px solid var(--kit-border)}
.kit-email-form{display:flex;flex-direction:column;gap:var(--kit-space-sm)}
.kit-socials{display:flex;flex-direction:column;gap:var(--kit-space-sm)}
.kit-social-list{display:flex;flex-direction:column;gap:var(--kit-space-sm);list-style:none}
.kit-social-row{display:flex;gap:var(--kit-space-sm);list-style:none}
.kit-social-row>li{flex:1 1 0;min-width:44px}
.kit-social-icon{width:100%;padding:0}
.kit-social-wide .kit-brand-icon{flex:none}
.kit-embedded-account{display:flex;flex-direction:column;gap:var(--kit-space-xs)}
.kit-embedded-row{display:flex;align-items:center;justify-content:space-between;gap:var(--kit-space-sm)}
.kit-farcaster{align-items:center}
.kit-approve-frame{display:block;width:100%;height:22rem;border:0;border-radius:var(--kit-radius-md);background:var(--kit-surface-2)}
`;
