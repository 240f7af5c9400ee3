/**
 * A few letters in each font the modal's text uses (Kit's family at weights 400, 600 and 700,
 * and its monospace family), laid out hidden while an open is prepared. The first layout of text
 * in a font looks the font up (on Linux a synchronous call from the renderer to the browser per
 * family and weight), and that lookup landed in the forced layout of `showModal()`: about half
 * of it in a profile of the press after a hover (issue 22, click to list). Done here, at the
 * intent, it is cached for the page by the time of the press. Fixed and `visibility: hidden`
 * (styles in KitModal.styles.ts): no box in the page's flow, nothing seen, hit or read out.
 */
export function FontWarmup() {
  return (
    <div className="kit-font-warmup" aria-hidden="true">
      <span>Aa</span>
      <span data-weight="600">Aa</span>
      <span data-weight="700">Aa</span>
      <span data-mono="">Aa</span>
    </div>
  );
}
