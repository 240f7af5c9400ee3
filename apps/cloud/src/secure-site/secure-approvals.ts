import { randomBytes } from 'node:crypto';
import { ERROR_MESSAGES } from '@kit/core';
import { HttpError } from '../server/http-error';

/** An unsafe RPC call waiting for the visitor on the approval page. */
export interface PendingApproval {
  id: string;
  /** The session that asked: only it may see, decide or wait for the call. */
  sessionToken: string;
  method: string;
  params: unknown[];
  chainId: number;
  /** The smart account the call is for, when the session uses one (else the EOA). */
  smartAccount?: string;
  outcome: Promise<unknown>;
  settle(
    result: { ok: true; value: unknown } | { ok: false; status: number; message: string },
  ): void;
  settled: boolean;
  /** The ticket of this approval's popup page (approval-popup.ts), once the frame asked for one. */
  popupTicket?: string;
}

/** How long an approval waits for the visitor before it is dropped (ours). */
export const APPROVAL_LIFETIME_MS = 10 * 60_000;

/**
 * Unsafe calls in memory, by id. The signing itself runs only when the approval page (the secure
 * site's own origin, with the session) says yes; the frame waits for the outcome.
 */
export class ApprovalBook {
  readonly #pending = new Map<string, PendingApproval>();

  open(
    sessionToken: string,
    chainId: number,
    method: string,
    params: unknown[],
    smartAccount?: string,
  ): PendingApproval {
    let settle: PendingApproval['settle'] = () => undefined;
    const outcome = new Promise<unknown>((resolve, reject) => {
      settle = (result) => {
        if (approval.settled) return;
        approval.settled = true;
        clearTimeout(timer);
        if (result.ok) resolve(result.value);
        else reject(new HttpError(result.status, result.message));
      };
    });
    // Nobody may be waiting yet; an unobserved rejection must not crash the process.
    outcome.catch(() => undefined);
    const approval: PendingApproval = {
      id: randomBytes(16).toString('hex'),
      sessionToken,
      method,
      params,
      chainId,
      ...(smartAccount !== undefined && { smartAccount }),
      outcome,
      settle: (result) => settle(result),
      settled: false,
    };
    const timer = setTimeout(() => {
      approval.settle({ ok: false, status: 408, message: 'The approval expired' });
      this.#pending.delete(approval.id);
    }, APPROVAL_LIFETIME_MS);
    timer.unref();
    this.#pending.set(approval.id, approval);
    return approval;
  }

  /** The approval of `id` if `sessionToken` opened it; 404 otherwise (no probing others' ids). */
  get(id: string, sessionToken: string): PendingApproval {
    const approval = this.#pending.get(id);
    if (!approval || approval.sessionToken !== sessionToken) {
      throw new HttpError(404, 'No such approval');
    }
    return approval;
  }

  /**
   * A new ticket for the popup page of `id` (the frame that cannot check its visibility asks):
   * only the session that opened a still pending approval gets one. The popup has no session (its
   * storage is not the frame's), so the unguessable ticket is what lets it show the request; a
   * new ticket replaces the last.
   */
  popupTicket(id: string, sessionToken: string): string {
    const approval = this.get(id, sessionToken);
    if (approval.settled) throw new HttpError(409, 'This request was already answered');
    approval.popupTicket = randomBytes(16).toString('hex');
    return approval.popupTicket;
  }

  /** The pending approval whose popup `ticket` this is; 404 otherwise (unknown, old or answered). */
  byPopupTicket(ticket: unknown): PendingApproval {
    if (typeof ticket === 'string' && /^[0-9a-f]{32}$/.test(ticket)) {
      for (const approval of this.#pending.values()) {
        if (approval.popupTicket === ticket && !approval.settled) return approval;
      }
    }
    throw new HttpError(404, 'No such approval');
  }

  /** Records the visitor's refusal: the waiting call fails with the user rejection (4001). */
  reject(id: string, sessionToken: string): void {
    const approval = this.get(id, sessionToken);
    approval.settle({ ok: false, status: 403, message: ERROR_MESSAGES.USER_REJECTED });
  }

  /** Drops a settled approval. */
  forget(id: string): void {
    this.#pending.delete(id);
  }

  /** Fails every pending call (shutdown). */
  clear(): void {
    for (const approval of this.#pending.values()) {
      approval.settle({ ok: false, status: 503, message: 'The secure site stopped' });
    }
    this.#pending.clear();
  }
}
