import * as api from './index';
import * as accountView from './account-view';
import * as modal from './modal';

// Pins the public API of @kit/views: changing this list is a deliberate API change (STYLE.md).
describe('@kit/views public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual([
      'KitContext',
      'KitStoreContext',
      'shallowEqual',
      'truncateAddress',
      'useKitDispatch',
      'useKitGetState',
      'useKitInstance',
      'useKitSelector',
      'useListingOnOpen',
    ]);
  });
});

// Loads the Account view's chunk from the first load's code, without reaching the modal's.
describe('@kit/views/account-view public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(accountView).sort()).toEqual(['loadAccountView']);
  });

  it("loads the Account view's chunk: the component the modal's registry shows", async () => {
    const chunk = (await accountView.loadAccountView()) as Record<string, unknown>;
    const entry = modal.VIEW_REGISTRY.Account;
    expect(entry.kind).toBe('lazy');
    if (entry.kind !== 'lazy') return;
    await entry.view.preload();
    expect(chunk['AccountView']).toBe(entry.view.loaded());
  });
});

// The modal is an entry of its own, loaded on the first open intent (issue 22).
describe('@kit/views/modal public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(modal).sort()).toEqual([
      'KitModal',
      'VIEW_REGISTRY',
      'VIEW_TITLES',
      'viewStyles',
    ]);
  });

  it('ships CSS scoped to kit- classes only, so nothing styles the host page', () => {
    const selectors = modal.viewStyles
      .replace(/@keyframes[^{]+\{(?:[^{}]*\{[^}]*\})*\s*\}/g, '')
      // @media and @container (Kit's own kit-body container) only wrap rules: check the rules.
      .replace(/@(?:media|container)[^{]+\{((?:[^{}]*\{[^}]*\})*)\s*\}/g, '$1')
      .split('}')
      .map((rule) => rule.split('{')[0]?.trim() ?? '')
      .filter((selector) => selector !== '');
    expect(selectors.length).toBeGreaterThan(20);
    for (const group of selectors) {
      for (const selector of group.split(',')) {
        expect(selector.trim()).toMatch(/^\.kit-/);
      }
    }
  });
});

describe('truncateAddress', () => {
  it('keeps the first 6 and last 4 characters around an ellipsis', () => {
    expect(api.truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266');
  });

  it('returns short addresses whole', () => {
    expect(api.truncateAddress('0x1234')).toBe('0x1234');
  });
});

describe('shallowEqual', () => {
  it('compares plain objects key by key', () => {
    expect(api.shallowEqual({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toBe(true);
    expect(api.shallowEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(api.shallowEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(api.shallowEqual<unknown>(undefined, { a: 1 })).toBe(false);
  });
});
