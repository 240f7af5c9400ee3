// One-click sign-in's sessions (spec §6): what the wallet signed while pairing, read with the
// message codec and kept for the account that connects. Only the sign-in saga uses them, so they
// load with its chunk (issue 22); one-click-sign-in.ts holds the request the pairing sends.
import {
  type KitLogger,
  type NamespaceProfileLookup,
  type PairingSignIn,
  type SiwxSession,
} from '@kit/core';
import { siwxCodec } from '@kit/core/siwx';
import { siwxAccountKey } from './siwx.selectors';
import type { SiwxAccount } from './siwx.state';

/**
 * The wallet's signed messages as sessions; a message Kit cannot read is dropped (the visitor
 * then signs after connecting, as with a wallet without one-click).
 */
export function oneClickSessions(
  signIns: readonly PairingSignIn[],
  profiles: NamespaceProfileLookup,
  logger: KitLogger,
): SiwxSession[] {
  const codec = siwxCodec(profiles);
  const sessions: SiwxSession[] = [];
  for (const { message, signature } of signIns) {
    try {
      sessions.push({ data: codec.parseMessage(message), message, signature });
    } catch (error) {
      logger.warn('A one-click sign-in message could not be read; it is ignored', error);
    }
  }
  return sessions;
}

/**
 * Takes the one-click session of an account on its network out of `pending` (all of them: the
 * nonce they share is good for one session only). Undefined when none is the account's.
 */
export function takeOneClickSession(
  pending: SiwxSession[],
  account: SiwxAccount,
  profiles: NamespaceProfileLookup,
): SiwxSession | undefined {
  // Compared as sign-in keys (network + canonical address): siwx-session's isSessionOf would
  // bring every built-in namespace's profile into the first load.
  const key = siwxAccountKey(account, profiles);
  const found = pending.find(
    ({ data }) =>
      siwxAccountKey(
        { ...account, address: data.accountAddress, caipNetworkId: data.chainId },
        profiles,
      ) === key,
  );
  if (found) pending.splice(0);
  return found;
}
