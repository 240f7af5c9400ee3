// One cloud instance of `npm run bench:cloud`, as its own process so its RSS is its own. Takes a
// JSON config as argv[2] ({ databaseUrl?, redisUrl?, devnet }), prints `listening at <url>`, stops
// on SIGTERM. Rate limits are raised: the load generator is one loopback client, and the bench
// measures the work behind the limits, not the 429s. A spec helper by name: the workspace lets
// only test code import the cloud (eslint.config).
import { startCloud, type CloudDevnet } from '@kit/cloud';

interface InstanceConfig {
  databaseUrl?: string;
  redisUrl?: string;
  devnet: CloudDevnet;
}

async function main(): Promise<void> {
  const config = JSON.parse(process.argv[2] ?? '{}') as InstanceConfig;
  const cloud = await startCloud({
    devnet: config.devnet,
    ...(config.databaseUrl !== undefined && { databaseUrl: config.databaseUrl }),
    ...(config.redisUrl !== undefined && { redisUrl: config.redisUrl }),
    limits: {
      requestsPerClient: 100_000_000,
      requestsPerProject: 100_000_000,
      relaySocketsPerClient: 10_000,
    },
  });
  console.log(`listening at ${cloud.url}`);
  const stop = () => void cloud.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
