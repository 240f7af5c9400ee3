import type { ComponentType } from 'react';
import type { KitModalHostProps } from './modal-host';
import { KitError } from '@kit/core';
import type { FocusEvent, PointerEvent } from 'react';
import { createModalLoader, preloadAccountView, withModalPreload } from './modal-loader';

const Host: ComponentType<KitModalHostProps> = () => null;

describe('createModalLoader', () => {
  it('imports the modal once, however many intents ask, and tells its listeners when it is in', async () => {
    const importHost = jest.fn(() => Promise.resolve(Host));
    const loader = createModalLoader(importHost);
    const listener = jest.fn();
    loader.subscribe(listener);
    expect(loader.loaded()).toBeUndefined();
    loader.preload();
    loader.preload();
    await expect(loader.load()).resolves.toBe(Host);
    expect(importHost).toHaveBeenCalledTimes(1);
    expect(loader.loaded()).toBe(Host);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next intent imports again', async () => {
    const importHost = jest
      .fn<Promise<ComponentType<KitModalHostProps>>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(Host);
    const loader = createModalLoader(importHost);
    const failure = loader.load();
    await expect(failure).rejects.toBeInstanceOf(KitError);
    await expect(failure).rejects.toMatchObject({
      code: 'MODAL_LOAD_FAILED',
      cause: expect.objectContaining({ message: 'chunk failed' }),
    });
    expect(loader.loaded()).toBeUndefined();
    await expect(loader.load()).resolves.toBe(Host);
    expect(importHost).toHaveBeenCalledTimes(2);
    expect(loader.loaded()).toBe(Host);
  });

  it('keeps the failure of the last load until the next load starts, and tells its listeners both times', async () => {
    let fail = true;
    const loader = createModalLoader(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve(Host),
    );
    const listener = jest.fn();
    loader.subscribe(listener);
    expect(loader.failure()).toBeUndefined();
    await expect(loader.load()).rejects.toBeInstanceOf(KitError);
    expect(loader.failure()).toMatchObject({
      code: 'MODAL_LOAD_FAILED',
      cause: expect.objectContaining({ message: 'offline' }),
    });
    expect(listener).toHaveBeenCalledTimes(1);
    fail = false;
    const retry = loader.load();
    // The retry is under way: the failure is no longer what the buttons show.
    expect(loader.failure()).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
    await expect(retry).resolves.toBe(Host);
    expect(loader.failure()).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('preloads without an unhandled rejection when the import fails', async () => {
    const loader = createModalLoader(() => Promise.reject(new Error('offline')));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      loader.preload();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      expect(loader.loaded()).toBeUndefined();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('stops calling a listener once it unsubscribes', async () => {
    const loader = createModalLoader(() => Promise.resolve(Host));
    const listener = jest.fn();
    loader.subscribe(listener)();
    await loader.load();
    expect(listener).not.toHaveBeenCalled();
  });

  it('starts loading on a press (touch screens have no hover) and still calls the integrator handler', async () => {
    const importHost = jest.fn(() => Promise.resolve(Host));
    const loader = createModalLoader(importHost);
    const onPointerDown = jest.fn();
    const handlers = withModalPreload({ onPointerDown }, { loader });
    const event = { type: 'pointerdown' } as PointerEvent<HTMLButtonElement>;
    handlers.onPointerDown(event);
    expect(importHost).toHaveBeenCalledTimes(1);
    expect(onPointerDown).toHaveBeenCalledWith(event);
    await expect(loader.load()).resolves.toBe(Host);
    expect(importHost).toHaveBeenCalledTimes(1);
  });

  it('loads again on the press after a failed hover preload', async () => {
    const importHost = jest
      .fn<Promise<ComponentType<KitModalHostProps>>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Host);
    const loader = createModalLoader(importHost);
    const handlers = withModalPreload({}, { loader });
    handlers.onPointerEnter({} as PointerEvent<HTMLButtonElement>);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.loaded()).toBeUndefined();
    handlers.onPointerDown({} as PointerEvent<HTMLButtonElement>);
    await expect(loader.load()).resolves.toBe(Host);
    expect(importHost).toHaveBeenCalledTimes(2);
  });

  it("fetches the Account view's code beside the modal's at each intent of a button that opens on Account", () => {
    const importHost = jest.fn(() => Promise.resolve(Host));
    const loader = createModalLoader(importHost);
    const loadAccount = jest.fn(() => Promise.resolve({}));
    const handlers = withModalPreload({}, { loader, opensOnAccount: true, loadAccount });
    handlers.onPointerEnter({} as PointerEvent<HTMLButtonElement>);
    expect(importHost).toHaveBeenCalledTimes(1);
    expect(loadAccount).toHaveBeenCalledTimes(1);
    handlers.onFocus({} as FocusEvent<HTMLButtonElement>);
    handlers.onPointerDown({} as PointerEvent<HTMLButtonElement>);
    expect(loadAccount).toHaveBeenCalledTimes(3);
  });

  it("leaves the Account view's code alone for a button that opens elsewhere (Connect, Networks)", () => {
    const loader = createModalLoader(() => Promise.resolve(Host));
    const loadAccount = jest.fn(() => Promise.resolve({}));
    const handlers = withModalPreload({}, { loader, loadAccount });
    handlers.onPointerEnter({} as PointerEvent<HTMLButtonElement>);
    handlers.onFocus({} as FocusEvent<HTMLButtonElement>);
    handlers.onPointerDown({} as PointerEvent<HTMLButtonElement>);
    expect(loadAccount).not.toHaveBeenCalled();
  });

  it("swallows a failed fetch of the Account view's code (the view retries when shown)", async () => {
    const failed = Promise.reject(new Error('offline'));
    const loadAccount = jest.fn(() => failed);
    expect(() => preloadAccountView(loadAccount)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadAccount).toHaveBeenCalledTimes(1);
  });
});
