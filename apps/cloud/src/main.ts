// The local cloud as a process: `kit-cloud --port 0` (the package's bin; `npx tsx
// apps/cloud/src/main.ts` from the workspace's sources). Prints
// `Kit cloud listening at <url> …` on stdout (beside the JSON log lines; match that text, not a
// line number) and stops cleanly, deleting a temp data dir, on Ctrl-C or SIGTERM.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseCliArgs, preDrainFor, USAGE } from './cli-args';
import { identityProvidersFromEnv } from './secure-site/identity-providers';
import { CloudStartError } from './server/cloud-start-error';
import { startCloud } from './start-cloud';

async function main(): Promise<void> {
  let args: ReturnType<typeof parseCliArgs>;
  try {
    args = parseCliArgs(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (args === 'help') {
    console.log(USAGE);
    return;
  }
  const dataDir = args.dataDir === undefined ? undefined : path.resolve(args.dataDir);
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });

  const cloud = await startCloud({
    port: args.port,
    host: args.host,
    logger: { level: args.logLevel },
    dev: args.dev,
    identityProviders: identityProvidersFromEnv(process.env),
    ...(args.publicUrl !== undefined ? { publicUrl: args.publicUrl } : {}),
    ...(args.metricsToken !== undefined ? { metricsToken: args.metricsToken } : {}),
    ...(args.shutdownTimeoutMs !== undefined ? { shutdownTimeoutMs: args.shutdownTimeoutMs } : {}),
    preDrainMs: preDrainFor(args),
    ...(args.redisUrl !== undefined ? { redisUrl: args.redisUrl } : {}),
    ...(dataDir !== undefined ? { dataDir } : {}),
    ...(args.databaseUrl !== undefined ? { databaseUrl: args.databaseUrl } : {}),
  });
  console.log(
    `Kit cloud listening at ${cloud.url} (data dir ${cloud.dataDir}; WalletConnect relay ${cloud.relayUrl})`,
  );

  const stop = () => {
    cloud.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  // A graceful stop (see Cloud.stop): a second Ctrl-C, with its listener gone, ends at once.
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A refusal to start (corrupt database, bad key) is the operator's to fix: its message says how.
  if (error instanceof CloudStartError) console.error(`Kit cloud cannot start: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
