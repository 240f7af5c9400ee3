import { STORAGE_KEYS, createKitStorage, createMemoryBackend } from '@kit/core';
import {
  RECENT_EMAILS_LIMIT,
  readRecentEmails,
  rememberRecentEmail,
} from './recent-emails.storage';

describe('recent e-mails in storage (spec §3)', () => {
  it('puts the newest first, once whatever its case, and keeps at most the limit', () => {
    const storage = createKitStorage(createMemoryBackend());
    rememberRecentEmail(storage, 'a@b.co');
    rememberRecentEmail(storage, 'c@d.co');
    rememberRecentEmail(storage, 'e@f.co');
    expect(rememberRecentEmail(storage, 'A@B.co')).toEqual(['A@B.co', 'e@f.co', 'c@d.co']);
    rememberRecentEmail(storage, 'g@h.co');
    expect(readRecentEmails(storage)).toEqual(['g@h.co', 'A@B.co', 'e@f.co']);
    expect(readRecentEmails(storage)).toHaveLength(RECENT_EMAILS_LIMIT);
  });

  it.each([
    ['not a list', '"a@b.co"'],
    ['not JSON', '[a@b.co'],
  ])('reads a stored value that is %s as none', (_, raw) => {
    const storage = createKitStorage(createMemoryBackend({ [STORAGE_KEYS.RECENT_EMAILS]: raw }));
    expect(readRecentEmails(storage)).toEqual([]);
  });

  it('skips stored entries that are not valid e-mails', () => {
    const raw = JSON.stringify([42, 'nope', 'a@b.co', null]);
    const storage = createKitStorage(createMemoryBackend({ [STORAGE_KEYS.RECENT_EMAILS]: raw }));
    expect(readRecentEmails(storage)).toEqual(['a@b.co']);
  });
});
