import { randomBytes } from 'node:crypto';
import { systemClock, type Clock } from '@kit/core';
import { getAddress, isAddress } from 'ethers';
import { LOCAL_PROJECT_ID } from '../projects/cloud-project';
import type { ProjectRegistry } from '../projects/project-registry';
import type { CloudDatabase } from '../server/database/cloud-database';
import { isPersonalSignatureOf } from '../server/personal-sign';
import { ReasonError } from '../server/reason-error';
import {
  SessionStore,
  type SmartSessionPermission,
  type SmartSessionRecord,
} from './session-store';

/** The smart sessions database's file in the cloud's data dir. */
export { SESSIONS_DB_FILE } from './session-store';

/** The message an owner signs (personal_sign) to revoke a session: `Revoke smart session <pci>`. */
export function revokeMessageFor(pci: string): string {
  return `Revoke smart session ${pci}`;
}

/** A session to seed (`cloud.sessions.grant`), as a wallet's wallet_grantPermissions would. */
export interface SmartSessionGrant {
  /** The granting account (0x address). */
  address: string;
  /** At least one, each with a string `type`. */
  permissions: readonly SmartSessionPermission[];
  /** Unix seconds; a past expiry makes a session that is never listed. */
  expiry: number;
  /** Default 'kit-local'; must be a project the cloud knows. */
  projectId?: string;
  chainId?: number;
  /** Default: 32 random bytes. */
  pci?: string;
}

/** Seeds smart sessions from code: tests and the playground (nothing on the network can). */
export interface CloudSessions {
  /** Stores a new standing session and returns it. Throws a TypeError for a malformed grant. */
  grant(grant: SmartSessionGrant): Promise<SmartSessionRecord>;
}

/** The smart-sessions service behind /v1/sessions. Refusals are ReasonErrors. */
export interface SessionsService extends CloudSessions {
  /** The standing (neither revoked nor expired) sessions of an address for a project. */
  list(address: string, projectId: string): Promise<SmartSessionRecord[]>;
  /** Checks the owner's signature of the revoke message and revokes; the revoked session. */
  revoke(address: string, projectId: string, body: unknown): Promise<SmartSessionRecord>;
  close(): Promise<void>;
}

const PCI_PATTERN = /^0x[0-9a-fA-F]{2,256}$/;

/** The address of a path: a 0x address or a CAIP-10 eip155 id; anything else is a 400. */
export function sessionOwnerOf(raw: string): string {
  const parts = raw.split(':');
  const address = parts.length === 3 && parts[0] === 'eip155' ? parts[2] : raw;
  if (address === undefined || !isAddress(address)) {
    throw new ReasonError(400, 'Invalid address: expected a 0x address or a CAIP-10 eip155 id');
  }
  return getAddress(address);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkGrant(grant: SmartSessionGrant, projects: ProjectRegistry): void {
  if (typeof grant.address !== 'string' || !isAddress(grant.address)) {
    throw new TypeError(`grant.address must be an EVM address, got ${String(grant.address)}`);
  }
  if (!Number.isSafeInteger(grant.expiry) || grant.expiry < 0) {
    throw new TypeError('grant.expiry must be unix seconds');
  }
  if (
    !Array.isArray(grant.permissions) ||
    grant.permissions.length === 0 ||
    !grant.permissions.every((p) => isRecord(p) && typeof p.type === 'string')
  ) {
    throw new TypeError('grant.permissions must be a non-empty list of { type, data? }');
  }
  if (grant.chainId !== undefined && !(Number.isSafeInteger(grant.chainId) && grant.chainId > 0)) {
    throw new TypeError('grant.chainId must be a positive integer');
  }
  if (grant.pci !== undefined && !PCI_PATTERN.test(grant.pci)) {
    throw new TypeError('grant.pci must be a 0x hex string');
  }
  const projectId = grant.projectId ?? LOCAL_PROJECT_ID;
  if (projects.get(projectId) === undefined) {
    throw new TypeError(`grant.projectId '${projectId}' is not a project of this cloud`);
  }
}

/** Opens (or creates) the sessions store in the cloud's database. */
export async function createSessionsService(
  database: CloudDatabase,
  projects: ProjectRegistry,
  clock: Clock = systemClock,
): Promise<SessionsService> {
  const store = await SessionStore.open(database);
  const nowSeconds = () => Math.floor(clock.now() / 1000);

  return {
    async grant(grant) {
      checkGrant(grant, projects);
      const session: SmartSessionRecord = {
        pci: (grant.pci ?? `0x${randomBytes(32).toString('hex')}`).toLowerCase(),
        address: getAddress(grant.address),
        projectId: grant.projectId ?? LOCAL_PROJECT_ID,
        ...(grant.chainId !== undefined ? { chainId: grant.chainId } : {}),
        createdAt: nowSeconds(),
        expiry: grant.expiry,
        permissions: JSON.parse(JSON.stringify(grant.permissions)) as SmartSessionPermission[],
      };
      await store.insert(session);
      return session;
    },

    async list(address, projectId) {
      return store.active(sessionOwnerOf(address), projectId, nowSeconds());
    },

    async revoke(address, projectId, body) {
      const owner = sessionOwnerOf(address);
      if (!isRecord(body)) throw new ReasonError(400, 'Expected a JSON body { pci, signature }');
      const { pci, signature } = body;
      if (typeof pci !== 'string' || !PCI_PATTERN.test(pci)) {
        throw new ReasonError(400, 'Invalid pci: expected a 0x hex permission context id');
      }
      if (
        typeof signature !== 'string' ||
        !isPersonalSignatureOf(revokeMessageFor(pci), signature, owner)
      ) {
        throw new ReasonError(400, 'Invalid signature');
      }
      if ((await store.get(owner, projectId, pci)) === undefined) {
        throw new ReasonError(404, 'Session not found');
      }
      // Revoking a revoked session again is harmless: it answers the first revocation.
      await store.revoke(pci, nowSeconds());
      const revoked = await store.get(owner, projectId, pci);
      if (revoked === undefined) throw new ReasonError(404, 'Session not found');
      return revoked;
    },

    close: () => store.close(),
  };
}
