import { GroupCommit, type Outcome } from './group-commit';

/** A commit the test finishes by hand, recording the batches in the order they started. */
function gatedCommits() {
  const started: string[][] = [];
  const finish: Array<(outcomes?: Error) => void> = [];
  const commit = (items: readonly string[]) =>
    new Promise<Array<Outcome<string>>>((resolve, reject) => {
      started.push([...items]);
      finish.push((error) =>
        error ? reject(error) : resolve(items.map((value) => ({ ok: true, value }))),
      );
    });
  return { started, finish, commit };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('commits the items of one turn together, and those arriving meanwhile in the next batch', async () => {
    const { started, finish, commit } = gatedCommits();
    const group = new GroupCommit(commit);
    const first = ['a', 'b'].map((item) => group.submit(item));
    await turn();
    const later = ['c', 'd'].map((item) => group.submit(item));
    await turn();
    expect(started).toEqual([['a', 'b']]);
    finish[0]!();
    expect(await Promise.all(first)).toEqual(['a', 'b']);
    await turn();
    expect(started).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    finish[1]!();
    expect(await Promise.all(later)).toEqual(['c', 'd']);
  });

  it('runs a second batch beside the first, holding back the items whose key is in flight', async () => {
    const { started, finish, commit } = gatedCommits();
    const group = new GroupCommit(commit, { maxInFlight: 2, keyOf: (item) => item[0]! });
    const all = [group.submit('t1')];
    await turn();
    all.push(...['t2', 'u1', 't3', 'u2'].map((item) => group.submit(item)));
    await turn();
    // t2 and t3 wait for t1's batch: a key's items commit in submission order.
    expect(started).toEqual([['t1'], ['u1', 'u2']]);
    finish[0]!();
    await all[0];
    expect(started[2]).toEqual(['t2', 't3']);
    finish[1]!();
    finish[2]!();
    expect(await Promise.all(all)).toEqual(['t1', 't2', 'u1', 't3', 'u2']);
  });

  it('fails every item of a batch whose commit rejects, and goes on with the next', async () => {
    const { finish, commit } = gatedCommits();
    const group = new GroupCommit(commit);
    const failed = group.submit('a');
    await turn();
    const next = group.submit('b');
    finish[0]!(new Error('database gone'));
    await expect(failed).rejects.toThrow('database gone');
    await turn();
    finish[1]!();
    expect(await next).toBe('b');
  });
});
