// The devnet and apps/cloud, started once for a whole mutation run of a project whose specs need
// them (`export const sharedServices = true` in its stryker.config.mjs; tools/scripts/mutation.mjs
// starts this with tsx). Stryker's jest runner re-runs a spec file, and its beforeAll, for every
// mutant: starting anvil and loading and starting the cloud there cost ~20 s per mutant on the
// shared two-core machine, more than the tests themselves. The specs read what this prints from
// KIT_DEVNET and KIT_MUTATION_CLOUD (libs/testing/src/mutation/shared-cloud.ts) and keep their
// tests apart by reverting the chain to a snapshot after each spec file.
//
// Prints one JSON line `{ devnet, cloud: { url, faultsUrl } }` on stdout once everything is up,
// then runs until its stdin closes or it gets SIGTERM/SIGINT. All servers bind 127.0.0.1.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startCloud, type CloudFault } from '@kit/cloud';
import { startDevnet, toDevnetInfo } from '@kit/testing';

const UNLIMITED = 1_000_000_000;

async function main(): Promise<void> {
  const devnet = await startDevnet();
  const info = toDevnetInfo(devnet);
  const cloud = await startCloud({
    devnet: info,
    // Dev mode: the local mailbox the e-mail capture specs read codes from (loopback only).
    dev: true,
    logger: { level: 'warn' },
    // Hundreds of spec runs from one address within minutes: the per-client and per-project
    // request windows and the wrong-code lockouts are for visitors, not for this run.
    limits: { requestsPerClient: UNLIMITED, requestsPerProject: UNLIMITED },
    otpLimits: {
      inbox: { maxFailures: UNLIMITED, windowMs: 60_000 },
      client: { maxFailures: UNLIMITED, windowMs: 60_000 },
    },
  });
  // The swap pool is deployed on first use; deploy it now, so the specs' chain snapshots (taken
  // in their beforeAll, reverted in their afterAll) all contain it and the cloud's remembered
  // pool addresses stay valid.
  const chainId = `eip155:${info.chains[0]!.chainId}`;
  const quote = await fetch(
    `${cloud.url}/v1/convert/quotes?projectId=kit-local&amount=1000000` +
      `&from=${chainId}:${info.tokens.usd.address}&to=${chainId}:${info.tokens.kit.address}`,
  );
  if (!quote.ok) throw new Error(`warming the swap pool failed: HTTP ${quote.status}`);

  // The cloud's faults are set from code only (never over its own HTTP port); the specs, in
  // another process, set them through this loopback control port instead.
  const control = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      try {
        if (request.method === 'DELETE') cloud.faults.clear();
        else {
          const { path, fault } = JSON.parse(body) as { path: string; fault: CloudFault };
          cloud.faults.set(path, fault);
        }
        response.writeHead(204).end();
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const faultsUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}/faults`;

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    control.close();
    await cloud.stop();
    await devnet.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  process.stdin.on('end', () => void stop());
  process.stdin.on('close', () => void stop());
  process.stdin.resume();
  process.stdout.write(
    `${JSON.stringify({ devnet: info, cloud: { url: cloud.url, faultsUrl } })}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
