/** @jest-environment jsdom */
import { CONSTANTS } from '@kit/core';
import { APPROVAL_ANSWER } from './approval-popup';
import {
  POPUP_BLOCKED_NOTE,
  POPUP_REVIEW_LABEL,
  POPUP_WAITING_NOTE,
  startApprovalPage,
} from './approval-page';

const ORIGIN = 'https://secure.example';
const ID = 'a'.repeat(32);
const TICKET = 'b'.repeat(32);
const REQUEST = {
  method: 'personal_sign',
  params: ['0x48656c6c6f204b6974', '0x1234'],
  chainId: 31337,
  address: '0x1234',
};

/** The secure API as the page sees it: what each route answers, and the calls it got. */
function fakeApi() {
  const calls: Array<{ route: string; body: Record<string, unknown> }> = [];
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const route = String(url).replace('/secure/api/', '');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    calls.push({ route, body });
    const answer =
      route === 'approval'
        ? REQUEST
        : route === 'approval/popup'
          ? { ticket: TICKET }
          : { ok: true };
    return { ok: true, status: 200, json: async () => answer } as Response;
  }) as typeof fetch;
  return calls;
}

/** The frame's window: the popup it opens, and the message listener it adds. */
function fakeWindow(blocked = false) {
  const popup = { closed: false, close: jest.fn() };
  let listener: ((event: Partial<MessageEvent>) => void) | undefined;
  const win = {
    location: { origin: ORIGIN },
    screen: { width: 600, height: 800 },
    open: jest.fn(() => (blocked ? null : popup)),
    addEventListener: jest.fn((_type: string, added: typeof listener) => (listener = added)),
    removeEventListener: jest.fn(),
  };
  return { win, popup, deliver: (event: Partial<MessageEvent>) => listener?.(event) };
}

/** Lets the fetches and their then-callbacks run. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

function buttons(container: HTMLElement): string[] {
  return [...container.querySelectorAll('button')].map((button) => button.textContent ?? '');
}

function buttonNamed(container: HTMLElement, label: string): HTMLButtonElement {
  return [...container.querySelectorAll('button')].find((b) => b.textContent === label)!;
}

async function framedPage(blocked = false) {
  const calls = fakeApi();
  const frame = fakeWindow(blocked);
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  await startApprovalPage({
    window: frame.win as unknown as Window,
    container,
    id: ID,
    projectId: 'kit-local',
    framed: true,
  });
  await settle();
  return { calls, frame, container };
}

describe('the framed approval page where visibility cannot be tracked (no IntersectionObserver v2)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('shows the readable request with "Review in a new window" and Reject, never a framed Approve', async () => {
    const { container, frame, calls } = await framedPage();
    expect(container.textContent).toContain('personal_sign from 0x1234 on chain 31337');
    expect(container.querySelector('pre')?.textContent).toBe('Hello Kit');
    expect(buttons(container)).toEqual([POPUP_REVIEW_LABEL, 'Reject']);
    expect(buttonNamed(container, POPUP_REVIEW_LABEL).disabled).toBe(false);
    expect(calls.map((call) => call.route)).toEqual(['approval', 'approval/popup']);
    // No window before the visitor's click (popup blockers allow only those).
    expect(frame.win.open).not.toHaveBeenCalled();
  });

  it('opens the popup on the click and answers with the session when the popup approves', async () => {
    const { container, frame, calls } = await framedPage();
    buttonNamed(container, POPUP_REVIEW_LABEL).click();
    expect(frame.win.open).toHaveBeenCalledWith(
      `${ORIGIN}/secure/approve/popup?projectId=kit-local&ticket=${TICKET}`,
      '_blank',
      expect.stringContaining('width=600,height=800'),
    );
    expect(container.textContent).toContain(POPUP_WAITING_NOTE);
    expect(buttonNamed(container, POPUP_REVIEW_LABEL).disabled).toBe(true);
    frame.deliver({
      origin: ORIGIN,
      source: frame.popup as never,
      data: { type: APPROVAL_ANSWER, id: ID, ticket: TICKET, approved: true },
    });
    await settle();
    expect(calls.at(-1)).toEqual({ route: 'approval/decide', body: { id: ID, approved: true } });
    expect(container.textContent).toBe('Approved.');
  });

  it('ignores an answer from the host page and rejects once the popup is closed unanswered', async () => {
    const { container, frame, calls } = await framedPage();
    buttonNamed(container, POPUP_REVIEW_LABEL).click();
    frame.deliver({
      origin: 'https://app.example',
      source: frame.popup as never,
      data: { type: APPROVAL_ANSWER, id: ID, ticket: TICKET, approved: true },
    });
    await settle();
    expect(calls.map((call) => call.route)).not.toContain('approval/decide');
    frame.popup.closed = true;
    jest.advanceTimersByTime(CONSTANTS.POPUP_POLL_MS);
    await settle();
    expect(calls.at(-1)).toEqual({ route: 'approval/decide', body: { id: ID, approved: false } });
    expect(container.textContent).toBe('Rejected.');
  });

  it('says the window was blocked and keeps Reject', async () => {
    const { container, calls } = await framedPage(true);
    buttonNamed(container, POPUP_REVIEW_LABEL).click();
    expect(container.textContent).toContain(POPUP_BLOCKED_NOTE);
    expect(buttonNamed(container, 'Reject').disabled).toBe(false);
    expect(calls.map((call) => call.route)).not.toContain('approval/decide');
  });
});

describe('the approval page in a top-level window', () => {
  it('offers Approve and Reject at once', async () => {
    fakeApi();
    const container = document.createElement('div');
    await startApprovalPage({
      window: fakeWindow().win as unknown as Window,
      container,
      id: ID,
      projectId: 'kit-local',
      framed: false,
    });
    expect(buttons(container)).toEqual(['Approve', 'Reject']);
  });
});
