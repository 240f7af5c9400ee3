// Raster wallet pictures for a scroll measurement, in place of the local cloud's initials SVGs.
// The cloud draws each wallet's picture as an SVG with text: Chromium lays out and shapes the text
// of every one when it first paints it, on the main thread, and keeps each one's SVG document
// (a page of its own) alive in its image cache, which every major GC then traces. The explorer Kit
// reads in production serves raster logos. `profile-scroll.ts --raster-images` measures both.
import { crc32, deflateSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A 96x96 PNG: a square in a colour from `seed` with a white disc, distinct per seed. */
export function walletPng(seed: number): Buffer {
  const size = 96;
  const stride = size * 4 + 1;
  const raw = Buffer.alloc(stride * size);
  const colour = [(seed * 37) & 255, (seed * 91) & 255, (seed * 53) & 255];
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const inDisc = Math.hypot(x - 48, y - 48) < 26;
      const at = y * stride + 1 + x * 4;
      for (let channel = 0; channel < 3; channel += 1)
        raw[at + channel] = inDisc ? 255 : colour[channel]!;
      raw[at + 3] = 255;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Answers the context's wallet-picture requests with a distinct PNG each. */
export async function serveRasterWalletImages(context: BrowserContext): Promise<void> {
  let seed = 0;
  await context.route('**/getWalletImage/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/png',
      headers: { 'cache-control': 'public, max-age=86400', 'access-control-allow-origin': '*' },
      body: walletPng((seed += 1)),
    }),
  );
}
