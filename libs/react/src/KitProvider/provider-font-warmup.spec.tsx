import { render } from '@testing-library/react';
import { MONO_FONT, SYSTEM_FONT } from '@kit/ui/fonts';
import { createTestKit, destroyTestKits } from '../testing/react-harness.spec-helper';
import { KitProvider } from './KitProvider';

afterEach(destroyTestKits);

/** The families of the hidden letters the page laid out, in the order it did. */
function laidOutFamilies(append: jest.SpyInstance): string[] {
  return append.mock.calls.flatMap(([box]) =>
    [...(box as HTMLElement).children].map((letters) => (letters as HTMLElement).style.fontFamily),
  );
}

describe("KitProvider and the modal's fonts", () => {
  it("looks up the modal's fonts (the integrator's family) once the page is idle, before any open", () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(callback));
    window.cancelIdleCallback = jest.fn();
    const append = jest.spyOn(document.body, 'append');
    try {
      const { kit } = createTestKit();
      const { unmount } = render(
        <KitProvider kit={kit} themeVariables={{ fontFamily: '"Inter", sans-serif' }} />,
      );
      expect(laidOutFamilies(append)).toEqual([]);
      idle.splice(0).forEach((callback) => callback({} as IdleDeadline));
      expect(laidOutFamilies(append)).toEqual([
        '"Inter", sans-serif',
        '"Inter", sans-serif',
        '"Inter", sans-serif',
        MONO_FONT,
      ]);
      expect(kit.getState().modal.open).toBe(false);
      unmount();
    } finally {
      append.mockRestore();
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
    }
  });

  it('cancels the lookup when it unmounts before the page was idle', () => {
    const idle = new Map<number, IdleRequestCallback>();
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idle.set(idle.size + 1, callback);
      return idle.size;
    });
    window.cancelIdleCallback = jest.fn((id: number) => idle.delete(id));
    const append = jest.spyOn(document.body, 'append');
    try {
      const { kit } = createTestKit();
      const { unmount } = render(<KitProvider kit={kit} />);
      expect(idle.size).toBe(1);
      unmount();
      expect(window.cancelIdleCallback).toHaveBeenCalledTimes(1);
      [...idle.values()].forEach((callback) => callback({} as IdleDeadline));
      expect(laidOutFamilies(append)).not.toContain(SYSTEM_FONT);
    } finally {
      append.mockRestore();
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
    }
  });
});
