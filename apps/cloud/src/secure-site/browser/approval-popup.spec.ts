import { CONSTANTS } from '@kit/core';
import { APPROVAL_ANSWER, approvalPopupUrl, reviewInPopup } from './approval-popup';

const ORIGIN = 'https://secure.example';
const ID = 'a'.repeat(32);
const TICKET = 'b'.repeat(32);

/** A window of the frame: records what it opens and the message listener it adds. */
function fakeFrame(blocked = false) {
  const popup = { closed: false, close: jest.fn() };
  let listener: ((event: Partial<MessageEvent>) => void) | undefined;
  const win = {
    location: { origin: ORIGIN },
    screen: { width: 1600, height: 1000 },
    open: jest.fn(() => (blocked ? null : popup)),
    addEventListener: jest.fn((_type: string, added: typeof listener) => (listener = added)),
    removeEventListener: jest.fn(),
  };
  return {
    popup,
    win,
    deliver: (event: Partial<MessageEvent>) => listener?.(event),
  };
}

function answer(overrides: Record<string, unknown> = {}) {
  return { type: APPROVAL_ANSWER, id: ID, ticket: TICKET, approved: true, ...overrides };
}

function open(frame: ReturnType<typeof fakeFrame>, onAnswer = jest.fn()) {
  const opened = reviewInPopup({
    window: frame.win as unknown as Window,
    url: approvalPopupUrl(ORIGIN, 'kit-local', TICKET),
    id: ID,
    ticket: TICKET,
    onAnswer,
  });
  return { opened, onAnswer };
}

describe('the approval popup, seen from the frame that opens it', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens a 600 x 800 unnamed window at the popup page of the ticket', () => {
    const frame = fakeFrame();
    expect(open(frame).opened).toBe(true);
    expect(frame.win.open).toHaveBeenCalledWith(
      `${ORIGIN}/secure/approve/popup?projectId=kit-local&ticket=${TICKET}`,
      '_blank',
      'popup=yes,width=600,height=800,left=500,top=100',
    );
  });

  it.each([true, false])(
    'hands on the answer (approved: %s) its own popup posts from our origin, once, and closes it',
    (approved) => {
      const frame = fakeFrame();
      const { onAnswer } = open(frame);
      frame.deliver({ origin: ORIGIN, source: frame.popup as never, data: answer({ approved }) });
      expect(onAnswer).toHaveBeenCalledWith(approved);
      expect(frame.popup.close).toHaveBeenCalled();
      // Answered: neither a second message nor the closed window counts again.
      frame.deliver({ origin: ORIGIN, source: frame.popup as never, data: answer() });
      frame.popup.closed = true;
      jest.advanceTimersByTime(CONSTANTS.POPUP_POLL_MS * 2);
      expect(onAnswer).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    ['another origin (the host page)', { origin: 'https://app.example' }],
    ['another window of our origin', { source: {} as never }],
    ['another approval', { data: answer({ id: 'c'.repeat(32) }) }],
    ['another ticket', { data: answer({ ticket: 'd'.repeat(32) }) }],
    ['another message type', { data: answer({ type: 'kit-secure:other' }) }],
    ['an answer that is not a boolean', { data: answer({ approved: 'yes' }) }],
    ['no data', { data: null }],
  ])('ignores a message from %s', (_case, overrides) => {
    const frame = fakeFrame();
    const { onAnswer } = open(frame);
    frame.deliver({ origin: ORIGIN, source: frame.popup as never, data: answer(), ...overrides });
    expect(onAnswer).not.toHaveBeenCalled();
    expect(frame.popup.close).not.toHaveBeenCalled();
    // The real answer still counts afterwards.
    frame.deliver({ origin: ORIGIN, source: frame.popup as never, data: answer() });
    expect(onAnswer).toHaveBeenCalledWith(true);
  });

  it('rejects when the visitor closes the popup without answering, and stops listening', () => {
    const frame = fakeFrame();
    const { onAnswer } = open(frame);
    jest.advanceTimersByTime(CONSTANTS.POPUP_POLL_MS * 3);
    expect(onAnswer).not.toHaveBeenCalled();
    frame.popup.closed = true;
    jest.advanceTimersByTime(CONSTANTS.POPUP_POLL_MS);
    expect(onAnswer).toHaveBeenCalledWith(false);
    expect(frame.win.removeEventListener).toHaveBeenCalledWith('message', expect.any(Function));
    frame.deliver({ origin: ORIGIN, source: frame.popup as never, data: answer() });
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('says so when the browser blocks the window, listening for nothing', () => {
    const frame = fakeFrame(true);
    const { opened, onAnswer } = open(frame);
    expect(opened).toBe(false);
    expect(frame.win.addEventListener).not.toHaveBeenCalled();
    jest.advanceTimersByTime(CONSTANTS.POPUP_POLL_MS * 2);
    expect(onAnswer).not.toHaveBeenCalled();
  });
});
