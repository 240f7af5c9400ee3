import { EMAIL_CHANGE_LIFETIME_MS, EmailChangeBook } from './email-changes';

describe('EmailChangeBook', () => {
  it('completes a change without an approval (a social identity) with the code alone', () => {
    const book = new EmailChangeBook();
    expect(book.open('u1', 'new@example.com', false, 0)).toBeUndefined();
    expect(book.prove('u1', 'new@example.com', 1)).toEqual({
      done: true,
      userId: 'u1',
      newEmail: 'new@example.com',
    });
  });

  it('needs both the code and the approval, in either order, once', () => {
    const book = new EmailChangeBook();
    const approvalId = book.open('u1', 'new@example.com', true, 0)!;
    expect(book.prove('u1', 'new@example.com', 1)).toEqual({ done: false });
    expect(book.approve(approvalId, 2)).toMatchObject({ done: true, userId: 'u1' });
    expect(() => book.approve(approvalId, 3)).toThrow('unknown or expired');

    const second = book.open('u2', 'other@example.com', true, 0)!;
    expect(book.approve(second, 1)).toEqual({ done: false });
    expect(book.prove('u2', 'other@example.com', 2)).toMatchObject({ done: true, userId: 'u2' });
  });

  it('drops a change replaced by a newer one, and an expired one', () => {
    const book = new EmailChangeBook();
    const first = book.open('u1', 'first@example.com', true, 0)!;
    book.open('u1', 'second@example.com', true, 0);
    expect(() => book.prove('u1', 'first@example.com', 1)).toThrow('Invalid or expired code');
    expect(() => book.approve(first, 1)).toThrow('unknown or expired');
    expect(() => book.prove('u1', 'second@example.com', EMAIL_CHANGE_LIFETIME_MS + 1)).toThrow(
      'Invalid or expired code',
    );
  });

  it('takes the code and the link up to the last millisecond of the change, and no later', () => {
    const book = new EmailChangeBook();
    const approvalId = book.open('u1', 'new@example.com', true, 0)!;
    expect(book.prove('u1', 'new@example.com', EMAIL_CHANGE_LIFETIME_MS)).toEqual({ done: false });
    expect(book.approve(approvalId, EMAIL_CHANGE_LIFETIME_MS)).toMatchObject({ done: true });

    const late = book.open('u2', 'late@example.com', true, 0)!;
    expect(() => book.approve(late, EMAIL_CHANGE_LIFETIME_MS + 1)).toThrow(
      expect.objectContaining({
        statusCode: 404,
        message: 'This e-mail change link is unknown or expired',
      }),
    );
  });
});
