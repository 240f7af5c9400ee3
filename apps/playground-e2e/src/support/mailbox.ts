/** The newest one-time code the local mailbox (apps/cloud) holds for `to`, waiting for it to arrive. */
export async function readMailedCode(
  cloudUrl: string,
  to: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${cloudUrl}/mailbox/messages?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: Array<{ subject: string }> };
    const code = /\b(\d{6})\b/.exec(messages[0]?.subject ?? '')?.[1];
    if (code !== undefined) return code;
    if (Date.now() > deadline) throw new Error(`no code was mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The newest device-approval link the local mailbox holds for `to`, waiting for it to arrive. */
export async function readMailedDeviceLink(
  cloudUrl: string,
  to: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${cloudUrl}/mailbox/messages?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: Array<{ body: string }> };
    const link = /(https?:\/\/\S+\/secure\/device\/[\w-]+)/.exec(messages[0]?.body ?? '')?.[1];
    if (link !== undefined) return link;
    if (Date.now() > deadline) throw new Error(`no device link was mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
