import { createMemoryBackend, type NamespaceProfileLookup } from '@kit/core';
import { hostedSiwxConfig, madeOnFirstUse } from './hosted-siwx';

describe('madeOnFirstUse', () => {
  it('makes the object on the first read of a member, once, and then acts as it', () => {
    const make = jest.fn(() => ({ answer: 42, greet: (name: string) => `hi ${name}` }));
    const lazy = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    expect(lazy.greet('Kit')).toBe('hi Kit');
    expect(lazy.answer).toBe(42);
    expect('answer' in lazy).toBe(true);
    expect('missing' in lazy).toBe(false);
    expect(Object.keys(lazy)).toEqual(['answer', 'greet']);
    expect({ ...lazy }.answer).toBe(42);
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe('hostedSiwxConfig', () => {
  const sources = {
    siwx: undefined,
    cloud: { url: 'http://127.0.0.1:1' },
    projectId: 'p1',
    storage: createMemoryBackend(),
    window: undefined,
    profiles: (() => undefined) as unknown as NamespaceProfileLookup,
  };

  it("is a sign-in config over the cloud's service, built on its first use (after the first frame)", () => {
    // Without a storage of its own it reads the page's: the sign of its being built.
    const localStorage = jest.fn(() => createMemoryBackend());
    const page = Object.defineProperty({}, 'localStorage', { get: localStorage }) as Window;
    const config = hostedSiwxConfig({ ...sources, storage: undefined, window: page });
    expect(config).toBeDefined();
    expect(localStorage).not.toHaveBeenCalled();
    expect(typeof config?.createMessage).toBe('function');
    expect(typeof config?.addSession).toBe('function');
    expect(localStorage).toHaveBeenCalledTimes(1);
  });

  it('is undefined with an own config, without a cloud URL or without a project', () => {
    expect(hostedSiwxConfig({ ...sources, siwx: madeOnFirstUse(() => ({}) as never) })).toBe(
      undefined,
    );
    expect(hostedSiwxConfig({ ...sources, cloud: undefined })).toBeUndefined();
    expect(hostedSiwxConfig({ ...sources, projectId: undefined })).toBeUndefined();
  });
});
