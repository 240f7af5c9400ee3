import { randomBytes } from 'node:crypto';
import { LOCAL_PROJECT_ID } from '../projects/cloud-project';
import { startCloud, type Cloud, type StartCloudOptions } from '../start-cloud';

/**
 * Starts clouds on one data dir, one secret key and a clock the test moves (`clock.now`), and
 * stops them all in `stopAll`.
 */
export function cloudsOnDir(dataDir: () => string, now: () => number) {
  const secretKey = randomBytes(32).toString('hex');
  const running: Cloud[] = [];
  return {
    secretKey,
    async start(options: StartCloudOptions = {}): Promise<Cloud> {
      const cloud = await startCloud({
        dataDir: dataDir(),
        secretKey,
        clock: { now },
        // Dev mode: the local mailbox the tests read codes from.
        dev: true,
        ...options,
      });
      running.push(cloud);
      return cloud;
    },
    /** Also stops clouds a test started itself. */
    track(cloud: Cloud): Cloud {
      running.push(cloud);
      return cloud;
    },
    async stopAll(): Promise<void> {
      await Promise.all(running.splice(0).map((cloud) => cloud.stop()));
    },
  };
}

/** A POST to the secure API as the secure pages make it: their Origin, their project, the session. */
export async function secureApi(
  cloudUrl: string,
  route: string,
  body: Record<string, unknown>,
  options: { token?: string; projectId?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${cloudUrl}/secure/api/${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: cloudUrl,
      'x-project-id': options.projectId ?? LOCAL_PROJECT_ID,
      ...(options.token !== undefined && { authorization: `Bearer ${options.token}` }),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The newest 6-digit code the local mailbox holds for `to`. */
export async function mailedCode(cloudUrl: string, to: string): Promise<string> {
  const response = await fetch(`${cloudUrl}/mailbox/messages?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Array<{ subject: string }> };
  const code = /(\d{6})/.exec(messages[0]?.subject ?? '')?.[1];
  if (code === undefined) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** A 6-digit code that is surely not `code`. */
export const wrongCode = (code: string): string =>
  String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Logs `email` in through the mailed code; answers the session token. */
export async function emailLogin(
  cloudUrl: string,
  email: string,
  projectId?: string,
): Promise<string> {
  const options = projectId === undefined ? {} : { projectId };
  const started = await secureApi(cloudUrl, 'email/start', { email }, options);
  if (started.status !== 200) throw new Error(`email/start: ${JSON.stringify(started.body)}`);
  const otp = await mailedCode(cloudUrl, email);
  const verified = await secureApi(cloudUrl, 'email/verify', { email, otp }, options);
  if (verified.status !== 200) throw new Error(`email/verify: ${JSON.stringify(verified.body)}`);
  return verified.body['token'] as string;
}
