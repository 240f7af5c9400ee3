import { Eip1193Emitter } from './eip1193-emitter';

describe('Eip1193Emitter', () => {
  it('calls the listeners of an event with its value, and only those', () => {
    const emitter = new Eip1193Emitter();
    const accounts: unknown[] = [];
    const chains: unknown[] = [];
    emitter.on('accountsChanged', (value) => accounts.push(value));
    emitter.on('chainChanged', (value) => chains.push(value));
    emitter.emit('accountsChanged', ['0xabc']);
    expect(accounts).toEqual([['0xabc']]);
    expect(chains).toEqual([]);
  });

  it('stops calling a removed listener, and on / removeListener chain', () => {
    const emitter = new Eip1193Emitter();
    const seen: unknown[] = [];
    const listener = (value: unknown) => seen.push(value);
    expect(emitter.on('chainChanged', listener)).toBe(emitter);
    expect(emitter.removeListener('chainChanged', listener)).toBe(emitter);
    emitter.emit('chainChanged', '0x1');
    expect(seen).toEqual([]);
  });

  it('still calls, this once, a listener another one removed during the same emit', () => {
    const emitter = new Eip1193Emitter();
    const seen: string[] = [];
    const second = () => seen.push('second');
    emitter.on('disconnect', () => {
      seen.push('first');
      emitter.removeListener('disconnect', second);
    });
    emitter.on('disconnect', second);
    emitter.emit('disconnect', { code: 4900 });
    emitter.emit('disconnect', { code: 4900 });
    expect(seen).toEqual(['first', 'second', 'first']);
  });
});
