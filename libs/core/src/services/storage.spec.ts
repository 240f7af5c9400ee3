import {
  createKitStorage,
  createMemoryBackend,
  defaultStorageBackend,
  type StorageBackend,
} from './storage';

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

describe('the storage service', () => {
  it('round-trips JSON values that pass their guard', () => {
    const backend = createMemoryBackend();
    const storage = createKitStorage(backend);
    storage.set('@kit/recent_wallets', ['metamask', 'rainbow']);
    expect(storage.get('@kit/recent_wallets', isStringArray)).toEqual(['metamask', 'rainbow']);
    expect(backend.entries()).toEqual({ '@kit/recent_wallets': '["metamask","rainbow"]' });
  });

  it.each([
    ['corrupt JSON', '{"half'],
    ['a foreign plain string', 'metamask'],
    ['a value of the wrong shape', '{"wallets":1}'],
    ['JSON null', 'null'],
  ])('reads %s as nothing, without throwing, and leaves it in place', (_name, raw) => {
    const backend = createMemoryBackend({ '@kit/recent_wallets': raw });
    const storage = createKitStorage(backend);
    expect(storage.get('@kit/recent_wallets', isStringArray)).toBeUndefined();
    expect(backend.entries()['@kit/recent_wallets']).toBe(raw);
  });

  it('reads a missing key as nothing', () => {
    expect(createKitStorage(createMemoryBackend()).get('@kit/none', isStringArray)).toBeUndefined();
  });

  it('degrades to "nothing stored" when the backend throws on every call', () => {
    const blocked: StorageBackend = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const storage = createKitStorage(blocked);
    expect(() => storage.set('@kit/a', 1)).not.toThrow();
    expect(
      storage.get('@kit/a', (value): value is number => typeof value === 'number'),
    ).toBeUndefined();
    expect(() => storage.remove('@kit/a')).not.toThrow();
  });

  it('removes values', () => {
    const backend = createMemoryBackend({ '@kit/a': '1' });
    createKitStorage(backend).remove('@kit/a');
    expect(backend.entries()).toEqual({});
  });

  it('falls back to memory when there is no window or its localStorage getter throws', () => {
    expect(defaultStorageBackend(undefined).getItem('x')).toBeNull();
    const hostile = {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Window;
    const backend = defaultStorageBackend(hostile);
    backend.setItem('k', 'v');
    expect(backend.getItem('k')).toBe('v');
  });
});
