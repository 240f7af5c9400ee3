import { randomBytes } from 'node:crypto';
import { DIALECTS, useTestDatabases } from '../server/database/database-harness.spec-helper';
import { SecretBox } from '../server/secret-box';
import { SecureStore } from './secure-store';

const box = new SecretBox({ current: randomBytes(32), previous: [] });

describe.each(DIALECTS)('SecureStore on %s', (dialect) => {
  const databases = useTestDatabases(dialect);

  it('creates an identity once per provider and subject, and another instance finds it with its seed', async () => {
    const test = await databases.open();
    const store = await SecureStore.open(test.database, box);
    const [user, isNew] = await store.findOrCreateUser('email', 'a@example.com', {
      email: 'a@example.com',
    });
    expect(isNew).toBe(true);
    const other = await SecureStore.open(await databases.reopen(test), box);
    expect(await other.findOrCreateUser('email', 'a@example.com', {})).toEqual([user, false]);
    await other.updateEmail(user.id, 'b@example.com');
    expect(await store.emailTaken('b@example.com')).toBe(true);
    expect(await store.emailTaken('a@example.com')).toBe(false);
  });

  it('keeps sessions per project until they expire, with their preferences', async () => {
    const store = await SecureStore.open((await databases.open()).database, box);
    const [user] = await store.findOrCreateUser('google', 'sub-1', { username: 'al' });
    const now = 1_764_000_000_000;
    const token = await store.createSession(user.id, 'p', now, now + 1_000);
    expect(await store.session(token, 'other-project', now)).toBeUndefined();
    await store.updateSession(token, { chainId: 10 });
    await store.updateSession(token, { preferredAccountType: 'eoa' });
    expect(await store.session(token, 'p', now)).toEqual({
      user,
      preferredAccountType: 'eoa',
      chainId: 10,
    });
    expect(await store.session(token, 'p', now + 1_000)).toBeUndefined();
    await store.deleteSession(token);
    expect(await store.session(token, 'p', now)).toBeUndefined();
  });

  it('keeps the mailbox newest first and the smart accounts per chain run', async () => {
    const store = await SecureStore.open((await databases.open()).database, box);
    await store.deliver('a@example.com', 'one', 'body 1', 1);
    await store.deliver('b@example.com', 'two', 'body 2', 2);
    await store.deliver('a@example.com', 'three', 'body 3', 3);
    expect((await store.messages('a@example.com')).map((m) => m.subject)).toEqual(['three', 'one']);
    expect(await store.messages()).toHaveLength(3);
    await store.saveSmartAccount('u', 31337, 'g1', '0x1');
    await store.saveSmartAccount('u', 31337, 'g1', '0x2');
    expect(await store.smartAccount('u', 31337, 'g1')).toBe('0x2');
    expect(await store.smartAccount('u', 31337, 'g2')).toBeUndefined();
  });
});
