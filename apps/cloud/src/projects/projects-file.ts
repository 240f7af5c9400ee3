import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SOCIAL_PROVIDERS } from '@kit/core';
import * as v from 'valibot';
import type { CloudProject } from './cloud-project';

/** The projects file a self-hoster edits, inside the data directory. */
export const PROJECTS_FILE = 'projects.json';

// Strict objects: a misspelt feature in a hand-edited file should stop the server, not be ignored.
const FeaturesSchema = v.partial(
  v.strictObject({
    swaps: v.boolean(),
    onramp: v.boolean(),
    email: v.boolean(),
    socials: v.union([v.literal(false), v.array(v.picklist(SOCIAL_PROVIDERS))]),
    activity: v.boolean(),
    reownBranding: v.boolean(),
    multiWallet: v.boolean(),
    emailCapture: v.boolean(),
    payWithExchange: v.boolean(),
    payments: v.boolean(),
    reownAuthentication: v.boolean(),
    receive: v.boolean(),
    send: v.boolean(),
    analytics: v.boolean(),
    allWallets: v.boolean(),
    legalCheckbox: v.boolean(),
    smartSessions: v.boolean(),
    collapseWallets: v.boolean(),
  }),
);

const ProjectsFileSchema = v.strictObject({
  projects: v.array(
    v.strictObject({
      id: v.pipe(v.string(), v.minLength(1)),
      allowedOrigins: v.array(v.string()),
      features: v.optional(FeaturesSchema),
    }),
  ),
});

/**
 * The projects of `<dataDir>/projects.json` (`{ "projects": [{ id, allowedOrigins, features? }] }`),
 * or none when the file is absent. A malformed file throws, naming the file and the first problem.
 */
export function readProjectsFile(dataDir: string): CloudProject[] {
  const file = path.join(dataDir, PROJECTS_FILE);
  if (!existsSync(file)) return [];
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new Error(`${file} is not valid JSON`, { cause });
  }
  const result = v.safeParse(ProjectsFileSchema, json);
  if (!result.success) {
    const [issue] = result.issues;
    const where = issue ? v.getDotPath(issue) : undefined;
    throw new Error(`${file} is malformed${where ? ` at ${where}` : ''}: ${issue?.message}`);
  }
  return result.output.projects;
}
