import type { encode } from 'uqr';

// uqr is loaded on first use, in its own chunk: the QR code appears in views opened later
// (Receive, WalletConnect), and @kit/ui's index re-exports QrCode, so a static import would put
// the encoder in every app's first load.
type Encode = typeof encode;
/** A promise that says when it settled, in the fields React's use() reads (status, value). */
type SettledPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
let encoder: Encode | undefined;
let loading: SettledPromise<Encode> | undefined;

/**
 * Loads the QR encoder (once); QrCode passes the same promise to use() on every render, so it
 * suspends only until the encoder is in: once loaded the promise carries its value, and use()
 * returns it at once.
 */
export function loadQrEncoder(): Promise<Encode> {
  if (loading === undefined) {
    const pending: SettledPromise<Encode> = import('uqr').then((module) => {
      encoder = module.encode;
      pending.status = 'fulfilled';
      pending.value = module.encode;
      return module.encode;
    });
    // A failed load (a chunk that did not arrive) is not remembered: the next render asks again.
    pending.catch(() => (loading = undefined));
    loading = pending;
  }
  return loading;
}

/** The encoder when loaded. @internal */
export function loadedQrEncoder(): Encode | undefined {
  return encoder;
}

/** Error-correction level: L 7%, M 15%, Q 25%, H 30% of the code may be lost. */
export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/** A QR matrix drawn as one SVG path. @internal */
export interface QrPath {
  /** Modules per side, without the quiet zone. */
  modules: number;
  /** One path of dark modules, one unit per module, origin at the top-left module. */
  d: string;
  /** Modules per side of the centred square left blank for a logo (0 when none). */
  hole: number;
}

/**
 * Encodes `value` and draws its dark modules as one path, a horizontal run per `M..h..v1H..z`
 * segment (far smaller than a rect per module). With `holeShare` > 0 a centred square of that
 * share of the width is left blank for a logo; error correction H recovers it.
 * @internal
 */
export function qrPath(value: string, ecc: QrErrorCorrection, holeShare = 0): QrPath {
  if (encoder === undefined) throw new Error('qrPath: call loadQrEncoder() first');
  const { size, data } = encoder(value, { ecc, border: 0 });
  let hole = holeShare > 0 ? Math.ceil(size * holeShare) : 0;
  // Same parity as the code, so the blank square is centred on the module grid.
  if (hole > 0 && (size - hole) % 2 !== 0) hole += 1;
  const start = (size - hole) / 2;
  const end = start + hole;
  const inHole = (x: number, y: number): boolean =>
    hole > 0 && x >= start && x < end && y >= start && y < end;
  let d = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x] || inHole(x, y)) {
        x += 1;
        continue;
      }
      const from = x;
      while (x < size && row[x] && !inHole(x, y)) x += 1;
      d += `M${from} ${y}h${x - from}v1H${from}z`;
    }
  });
  return { modules: size, d, hole };
}
