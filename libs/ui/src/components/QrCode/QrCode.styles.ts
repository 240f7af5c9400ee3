/** QrCode: a white tile whatever the theme; the logo is stretched over the blank centre. */
export const qrCodeStyles = `
.kit-qr{position:relative;max-width:100%;aspect-ratio:1;overflow:hidden;border-radius:var(--kit-radius-lg);background:#fff}
.kit-qr>svg{width:100%;height:100%}
.kit-qr-logo{position:absolute;top:50%;left:50%;display:flex;aspect-ratio:1;translate:-50% -50%}
.kit-qr-logo>*{width:100%!important;height:100%!important}
`;
