import { createMemoryBackend, type NamespaceProfileLookup } from '@kit/core';
import { createLocalSiwxConfig } from '@kit/siwx';
import { hostedSiwxConfig } from './hosted-siwx';

describe('hostedSiwxConfig', () => {
  const sources = {
    siwx: undefined,
    cloud: { url: 'http://127.0.0.1:1' },
    projectId: 'p1',
    storage: createMemoryBackend(),
    window: undefined,
    profiles: (() => undefined) as unknown as NamespaceProfileLookup,
  };

  it("is a sign-in config over the cloud's service whose working part loads on its first call", async () => {
    // Without a storage of its own it reads the page's: the sign of its working part being made.
    const localStorage = jest.fn(() => createMemoryBackend());
    const page = Object.defineProperty({}, 'localStorage', { get: localStorage }) as Window;
    const config = hostedSiwxConfig({ ...sources, storage: undefined, window: page });
    expect(config).toBeDefined();
    // Its flags are known at once: optional sign-in, signed out on disconnect, e-mail capture.
    expect(config?.getRequired?.()).toBe(false);
    expect(config?.signOutOnDisconnect).toBe(true);
    expect(config?.emailCapture).toBeDefined();
    expect(localStorage).not.toHaveBeenCalled();
    // No auth token stored: no session, and nothing asked of the (unreachable) service.
    await expect(config?.getSessions('eip155:1', '0x1')).resolves.toEqual([]);
    await expect(config?.getSessions('eip155:1', '0x2')).resolves.toEqual([]);
    expect(localStorage).toHaveBeenCalledTimes(1);
  });

  it('is undefined with an own config, without a cloud URL or without a project', () => {
    expect(
      hostedSiwxConfig({
        ...sources,
        siwx: createLocalSiwxConfig({ storage: createMemoryBackend() }),
      }),
    ).toBe(undefined);
    expect(hostedSiwxConfig({ ...sources, cloud: undefined })).toBeUndefined();
    expect(hostedSiwxConfig({ ...sources, projectId: undefined })).toBeUndefined();
  });
});
