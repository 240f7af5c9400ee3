// Jest setup file: gives jest's jsdom environment the TextEncoder / TextDecoder it lacks, before any
// test module loads (@noble/hashes, used by @kit/core, encodes text at import time). A no-op where
// they exist. Opt in from a lib's jest.config.cjs:
//   setupFiles: ['<rootDir>/../testing/src/jsdom/text-encoding-polyfill.ts'],
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  const inner = new NodeTextEncoder();
  /** Node's encoder, returning bytes of this realm's Uint8Array so `instanceof` checks hold. */
  class TextEncoder {
    readonly encoding = 'utf-8';
    encode(input = ''): Uint8Array {
      return new Uint8Array(inner.encode(input));
    }
    encodeInto(source: string, destination: Uint8Array): { read: number; written: number } {
      return inner.encodeInto(source, destination);
    }
  }
  Object.defineProperty(globalThis, 'TextEncoder', {
    value: TextEncoder,
    configurable: true,
    writable: true,
  });
}

if (typeof globalThis.TextDecoder === 'undefined') {
  Object.defineProperty(globalThis, 'TextDecoder', {
    value: NodeTextDecoder,
    configurable: true,
    writable: true,
  });
}
