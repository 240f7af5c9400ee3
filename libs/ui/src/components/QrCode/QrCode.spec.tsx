import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { WalletImage } from '../WalletImage/WalletImage';
import { QrCode } from './QrCode';
import { loadQrEncoder, qrPath } from './qr-path';

// The encoder loads on first use (its own chunk); load it first so renders are synchronous.
beforeAll(() => loadQrEncoder());

const WC_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn' +
  '&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303' +
  '&expiryTimestamp=1700000300';

/** Reads the path back into the set of dark modules it draws ("x,y"). */
function drawnModules(d: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1H\d+z/g)) {
    for (let i = 0; i < Number(width); i++) cells.add(`${Number(x) + i},${y}`);
  }
  return cells;
}

function darkModules(value: string, ecc: 'M' | 'H'): Set<string> {
  const cells = new Set<string>();
  encode(value, { ecc, border: 0 }).data.forEach((row, y) =>
    row.forEach((dark, x) => dark && cells.add(`${x},${y}`)),
  );
  return cells;
}

describe('QrCode', () => {
  it('renders one SVG path with exactly the modules uqr encodes, inside a 4-module quiet zone', () => {
    render(<QrCode value={WC_URI} aria-label="Scan with your phone" />);
    const svg = screen.getByRole('img', { name: 'Scan with your phone' });
    const { size } = encode(WC_URI, { ecc: 'M', border: 0 });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.dataset.modules).toBe(String(size));
    expect(svg.getAttribute('viewBox')).toBe(`-4 -4 ${size + 8} ${size + 8}`);
    const paths = svg.querySelectorAll('path');
    expect(paths).toHaveLength(1);
    expect(drawnModules(paths[0]?.getAttribute('d') ?? '')).toEqual(darkModules(WC_URI, 'M'));
  });

  it('raises error correction to H for a logo and blanks only a small centred square', () => {
    const { container } = render(
      <QrCode value={WC_URI} logo={<WalletImage name="WalletConnect" />} />,
    );
    const svg = screen.getByRole('img', { name: 'QR code' });
    const { size } = encode(WC_URI, { ecc: 'H', border: 0 });
    expect(svg.dataset.ecc).toBe('H');
    expect(svg.dataset.modules).toBe(String(size));
    expect(size).toBeGreaterThan(encode(WC_URI, { ecc: 'M', border: 0 }).size);

    const drawn = drawnModules(svg.querySelector('path')?.getAttribute('d') ?? '');
    const expected = darkModules(WC_URI, 'H');
    const missing = [...expected].filter((cell) => !drawn.has(cell));
    expect([...drawn].every((cell) => expected.has(cell))).toBe(true);
    // Blanked modules stay far below what level H recovers (30% of codewords).
    expect(missing.length / (size * size)).toBeLessThan(0.06);
    const { hole } = qrPath(WC_URI, 'H', 0.22);
    const start = (size - hole) / 2;
    for (const cell of missing) {
      const [x = -1, y = -1] = cell.split(',').map(Number);
      expect(x >= start && x < start + hole && y >= start && y < start + hole).toBe(true);
    }
    const logo = container.querySelector('.kit-qr-logo');
    expect(logo?.getAttribute('aria-hidden')).toBe('true');
    expect(logo?.querySelector('.kit-image')).not.toBeNull();
  });

  it('honours a smaller quiet zone and another error-correction level without a logo', () => {
    render(<QrCode value="hello" quietZone={2} errorCorrection="L" />);
    const svg = screen.getByRole('img', { name: 'QR code' });
    const { size } = encode('hello', { ecc: 'L', border: 0 });
    expect(svg.dataset.ecc).toBe('L');
    expect(svg.getAttribute('viewBox')).toBe(`-2 -2 ${size + 4} ${size + 4}`);
  });

  it('centres the logo hole on the module grid', () => {
    for (const value of ['a', WC_URI, 'x'.repeat(300)]) {
      const { modules, hole } = qrPath(value, 'H', 0.22);
      expect(hole).toBeGreaterThan(0);
      expect((modules - hole) % 2).toBe(0);
    }
  });
});
