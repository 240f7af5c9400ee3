import * as api from './index';

// Pins the public API of @kit/html: changing this list is a deliberate API change (STYLE.md).
describe('@kit/html public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(api).sort()).toEqual(['createKitModal', 'defineKitElements']);
  });

  it('defines no element at import time (sideEffects: false)', () => {
    expect(customElements.get('kit-connect-button')).toBeUndefined();
    expect(document.body.children).toHaveLength(0);
  });
});
