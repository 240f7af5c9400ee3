import { startDevnet, toDevnetInfo } from '../devnet';
import type { Devnet } from '../devnet';

describe('startDevnet({ bitcoin })', () => {
  let devnet: Devnet | undefined;
  afterEach(() => devnet?.stop());

  it('starts the regtest ledger next to anvil, describes it in the info and stops it with the rest', async () => {
    devnet = await startDevnet({ bitcoin: { accounts: 1 } });
    const { bitcoin } = toDevnetInfo(devnet);
    expect(bitcoin?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(bitcoin?.accounts).toHaveLength(1);
    // The info is plain JSON (it travels in KIT_DEVNET).
    expect(JSON.parse(JSON.stringify(bitcoin))).toEqual(bitcoin);
    const height = await fetch(`${bitcoin?.url}/blocks/tip/height`);
    expect(await height.text()).toBe('1');

    await devnet.stop();
    await expect(fetch(`${bitcoin?.url}/blocks/tip/height`)).rejects.toThrow();
  });

  it('leaves the ledger out unless asked', async () => {
    devnet = await startDevnet();
    expect(devnet.bitcoin).toBeUndefined();
    expect(toDevnetInfo(devnet)).not.toHaveProperty('bitcoin');
  });
});
