import { KeyedSerialQueue } from './keyed-serial-queue';

/** A step that finishes when the test says so, recording when it started and ended. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    open,
    step: async () => {
      log.push(`${name} start`);
      await opened;
      log.push(`${name} end`);
      return name;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the relay hub keyed queue', () => {
  it('runs steps of one key one at a time, in arrival order', async () => {
    const queue = new KeyedSerialQueue();
    const log: string[] = [];
    const first = gate(log, 'first');
    const second = gate(log, 'second');
    const done = [queue.run(['topic-a'], first.step), queue.run(['topic-a'], second.step)];
    second.open();
    await tick();
    expect(log).toEqual(['first start']);
    first.open();
    expect(await Promise.all(done)).toEqual(['first', 'second']);
    expect(log).toEqual(['first start', 'first end', 'second start', 'second end']);
  });

  it('runs a step of another key while the first is still running', async () => {
    const queue = new KeyedSerialQueue();
    const log: string[] = [];
    const slow = gate(log, 'slow');
    const other = gate(log, 'other');
    const done = [
      queue.run(['peer-1', 'topic-a'], slow.step),
      queue.run(['peer-2', 'topic-b'], other.step),
    ];
    other.open();
    await done[1];
    expect(log).toEqual(['slow start', 'other start', 'other end']);
    slow.open();
    await done[0];
  });

  it('waits for every earlier step sharing any of its keys, and goes on after a failure', async () => {
    const queue = new KeyedSerialQueue();
    const log: string[] = [];
    const a = gate(log, 'a');
    const b = gate(log, 'b');
    const failing = queue.run(['topic-a'], async () => {
      await a.step();
      throw new Error('refused');
    });
    const onB = queue.run(['topic-b'], b.step);
    const both = queue.run(['topic-a', 'topic-b'], async () => log.push('both'));
    const all = queue.runAfterAll(async () => log.push('all'));
    b.open();
    await onB;
    await tick();
    expect(log).not.toContain('both');
    a.open();
    await expect(failing).rejects.toThrow('refused');
    await Promise.all([both, all]);
    expect(log.slice(-2)).toEqual(['both', 'all']);
  });
});
