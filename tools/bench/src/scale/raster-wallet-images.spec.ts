import { inflateSync } from 'node:zlib';
import { walletPng } from './raster-wallet-images';

describe('walletPng', () => {
  it('is a 96x96 RGBA PNG whose pixels inflate, and differs per seed', () => {
    const png = walletPng(7);
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(96);
    expect(png.readUInt32BE(20)).toBe(96);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('latin1')).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength))).toHaveLength((96 * 4 + 1) * 96);
    expect(walletPng(8).equals(png)).toBe(false);
  });
});
