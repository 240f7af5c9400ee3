// Reads a rendered QrCode back with a real QR decoder (jsQR), so a spec checks what a phone would
// scan rather than a data attribute. Not part of the public API.
import jsQR from 'jsqr';

const PIXELS_PER_MODULE = 4;

/**
 * Rasterises QrCode's SVG (one path of horizontal runs, `M<x> <y>h<width>v1H<x>z`, in module
 * units, inside its viewBox's quiet zone) to black on white pixels and decodes it; undefined when
 * no code is found.
 */
export function readQrCode(svg: Element): string | undefined {
  const [left = 0, top = 0, width = 0, height = 0] = (svg.getAttribute('viewBox') ?? '')
    .split(' ')
    .map(Number);
  const columns = width * PIXELS_PER_MODULE;
  const rows = height * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(columns * rows * 4).fill(255);
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let module = 0; module < Number(run); module++) {
      const column0 = (Number(x) + module - left) * PIXELS_PER_MODULE;
      const row0 = (Number(y) - top) * PIXELS_PER_MODULE;
      for (let row = row0; row < row0 + PIXELS_PER_MODULE; row++) {
        for (let column = column0; column < column0 + PIXELS_PER_MODULE; column++) {
          const offset = (row * columns + column) * 4;
          pixels[offset] = pixels[offset + 1] = pixels[offset + 2] = 0;
        }
      }
    }
  }
  return jsQR(pixels, columns, rows)?.data;
}
