import { startCloud } from '@kit/cloud';
import { startDevnet, toDevnetInfo } from '@kit/testing';
async function main() {
  let t = Date.now();
  const devnet = await startDevnet();
  console.log('devnet', Date.now() - t); t = Date.now();
  const cloud = await startCloud({ devnet: toDevnetInfo(devnet) });
  console.log('cloud', Date.now() - t); t = Date.now();
  const r = await fetch(`${cloud.url}/v1/convert/tokens?projectId=kit-local&chainId=eip155:31337`);
  console.log('tokens', r.status, Date.now() - t); t = Date.now();
  await cloud.stop(); console.log('cloud stop', Date.now() - t); t = Date.now();
  const cloud2 = await startCloud({ devnet: toDevnetInfo(devnet) });
  console.log('cloud2', Date.now() - t); t = Date.now();
  await cloud2.stop(); await devnet.stop();
}
void main();
