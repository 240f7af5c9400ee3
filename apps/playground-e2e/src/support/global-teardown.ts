import type { ChildProcess } from 'node:child_process';
import { stopStack } from './stack';

/** Stops what global setup started (same process, so the handle is on globalThis). */
export default async function globalTeardown(): Promise<void> {
  const child = (globalThis as { kitE2eStack?: ChildProcess }).kitE2eStack;
  if (child) await stopStack(child);
}
