import { randomBytes } from 'node:crypto';
import { ERROR_MESSAGES } from '@kit/core';
import { HttpError } from '../server/http-error';

/** How long an e-mail change waits for its confirmations (ours, as long as its code lives). */
export const EMAIL_CHANGE_LIFETIME_MS = 10 * 60_000;

/**
 * An e-mail change of one identity. It completes with two confirmations: the code mailed to the
 * new address (`proven`: the visitor owns it) and, for an e-mail login, the link mailed to the
 * current address (`approved`: the owner of the login agrees, so a stolen session cannot move the
 * identity away on its own).
 */
interface EmailChange {
  userId: string;
  newEmail: string;
  approvalId?: string;
  proven: boolean;
  approved: boolean;
  expiresAt: number;
}

/** What a confirmation did: completed the change, still waits for the other one. */
export type EmailChangeStep = { done: true; userId: string; newEmail: string } | { done: false };

/** The pending e-mail changes, one per identity (a newer request replaces an older one). */
export class EmailChangeBook {
  readonly #byUser = new Map<string, EmailChange>();

  /** Opens a change; answers the approval id to mail to the current address when one is needed. */
  open(userId: string, newEmail: string, needsApproval: boolean, now: number): string | undefined {
    const approvalId = needsApproval ? randomBytes(24).toString('base64url') : undefined;
    this.#byUser.set(userId, {
      userId,
      newEmail,
      proven: false,
      approved: !needsApproval,
      expiresAt: now + EMAIL_CHANGE_LIFETIME_MS,
      ...(approvalId !== undefined && { approvalId }),
    });
    return approvalId;
  }

  /** The new address's code was right; 'Invalid or expired code' when no such change waits. */
  prove(userId: string, newEmail: string, now: number): EmailChangeStep {
    const change = this.#byUser.get(userId);
    if (!change || change.newEmail !== newEmail || change.expiresAt < now) {
      throw new HttpError(400, ERROR_MESSAGES.INVALID_OTP);
    }
    change.proven = true;
    return this.#settle(change);
  }

  /** The current address's owner approved through the mailed link; 404 for an unknown link. */
  approve(approvalId: string, now: number): EmailChangeStep {
    const change = [...this.#byUser.values()].find(
      (candidate) => candidate.approvalId === approvalId,
    );
    if (!change || change.expiresAt < now) {
      throw new HttpError(404, 'This e-mail change link is unknown or expired');
    }
    change.approved = true;
    return this.#settle(change);
  }

  #settle(change: EmailChange): EmailChangeStep {
    if (!change.proven || !change.approved) return { done: false };
    this.#byUser.delete(change.userId);
    return { done: true, userId: change.userId, newEmail: change.newEmail };
  }
}
