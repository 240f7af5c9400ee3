import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { JsonRpcProvider } from 'ethers';
import { Contract, Interface, Wallet, parseEther, parseUnits } from 'ethers';
import {
  DEVNET_CHAIN_ID,
  DEVNET_SECOND_CHAIN_ID,
  createDevnetProvider,
  startDevnet,
  toDevnetInfo,
} from './devnet';
import type { Devnet } from './devnet';
import { runningAnvilPids } from './anvil';
import { KIT_TEST_TOKEN_ARTIFACT, MULTICALL3_ADDRESS, MULTICALL3_ARTIFACT } from '@kit/contracts';
import { DEVNET_ENV_VAR, readDevnetFromEnv } from './devnet-env';
import globalSetup from './jest-global-setup';
import globalTeardown from './jest-global-teardown';

const START_TIMEOUT_MS = 30_000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('startDevnet with a second chain', () => {
  let devnet: Devnet;
  let provider: JsonRpcProvider;
  let secondProvider: JsonRpcProvider;

  beforeAll(async () => {
    devnet = await startDevnet({ secondChain: true });
    provider = createDevnetProvider(devnet.chains[0]!);
    secondProvider = createDevnetProvider(devnet.chains[1]!);
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    provider?.destroy();
    secondProvider?.destroy();
    await devnet?.stop();
  });

  it('serves chain 31337 on 127.0.0.1 and funds every account with 10000 ether', async () => {
    const [chain] = devnet.chains;
    expect(chain).toMatchObject({ chainId: DEVNET_CHAIN_ID, tokens: true });
    expect(chain!.rpcUrl).toBe(`http://127.0.0.1:${chain!.port}`);
    expect(await provider.send('eth_chainId', [])).toBe('0x7a69');
    expect(devnet.accounts).toHaveLength(10);
    // Account 0 paid for the deployments; the others are untouched.
    expect(await provider.getBalance(devnet.accounts[1]!.address)).toBe(parseEther('10000'));
  });

  it('derives the accounts from the mnemonic, so each private key controls its address', () => {
    for (const account of devnet.accounts) {
      expect(new Wallet(account.privateKey).address).toBe(account.address);
    }
    expect(devnet.accounts[0]!.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });

  it('deploys KUSD with 6 decimals and KIT with 18 and gives every account 1,000,000 of each', async () => {
    expect(devnet.tokens.usd).toMatchObject({ symbol: 'KUSD', name: 'Kit USD', decimals: 6 });
    expect(devnet.tokens.kit).toMatchObject({ symbol: 'KIT', name: 'Kit Token', decimals: 18 });
    for (const token of [devnet.tokens.usd, devnet.tokens.kit]) {
      const contract = new Contract(token.address, KIT_TEST_TOKEN_ARTIFACT.abi, provider);
      expect(await contract.getFunction('decimals')()).toBe(BigInt(token.decimals));
      expect(await contract.getFunction('symbol')()).toBe(token.symbol);
      for (const account of devnet.accounts) {
        expect(await contract.getFunction('balanceOf')(account.address)).toBe(
          parseUnits('1000000', token.decimals),
        );
      }
    }
  });

  it('lets the deployer (account 0) mint more tokens', async () => {
    const deployer = new Wallet(devnet.accounts[0]!.privateKey, provider);
    const usd = new Contract(devnet.tokens.usd.address, KIT_TEST_TOKEN_ARTIFACT.abi, deployer);
    const receiver = devnet.accounts[9]!.address;
    const before = (await usd.getFunction('balanceOf')(receiver)) as bigint;
    await (await usd.getFunction('mint')(receiver, 5_000_000n)).wait();
    expect(await usd.getFunction('balanceOf')(receiver)).toBe(before + 5_000_000n);
  });

  it('installs Multicall3 at its canonical address with the compiled runtime code', async () => {
    expect(devnet.multicall3Address).toBe(MULTICALL3_ADDRESS);
    expect(await provider.getCode(MULTICALL3_ADDRESS)).toBe(MULTICALL3_ARTIFACT.deployedBytecode);
  });

  it('reads name, symbol, decimals and balanceOf of both tokens plus the native balance in one aggregate3 eth_call', async () => {
    const erc20 = new Interface(KIT_TEST_TOKEN_ARTIFACT.abi);
    const multicall = new Interface(MULTICALL3_ARTIFACT.abi);
    const holder = devnet.accounts[2]!.address;
    const calls = [devnet.tokens.usd, devnet.tokens.kit].flatMap((token) =>
      [
        erc20.encodeFunctionData('name'),
        erc20.encodeFunctionData('symbol'),
        erc20.encodeFunctionData('decimals'),
        erc20.encodeFunctionData('balanceOf', [holder]),
      ].map((callData) => ({ target: token.address, allowFailure: false, callData })),
    );
    calls.push({
      target: MULTICALL3_ADDRESS,
      allowFailure: false,
      callData: multicall.encodeFunctionData('getEthBalance', [holder]),
    });

    const raw = await provider.call({
      to: MULTICALL3_ADDRESS,
      data: multicall.encodeFunctionData('aggregate3', [calls]),
    });

    const [results] = multicall.decodeFunctionResult('aggregate3', raw) as unknown as [
      Array<{ success: boolean; returnData: string }>,
    ];
    expect(results.every((result) => result.success)).toBe(true);
    const decode = (index: number, fn: string): unknown =>
      erc20.decodeFunctionResult(fn, results[index]!.returnData)[0];
    expect([
      decode(0, 'name'),
      decode(1, 'symbol'),
      decode(2, 'decimals'),
      decode(3, 'balanceOf'),
    ]).toEqual(['Kit USD', 'KUSD', 6n, parseUnits('1000000', 6)]);
    expect([
      decode(4, 'name'),
      decode(5, 'symbol'),
      decode(6, 'decimals'),
      decode(7, 'balanceOf'),
    ]).toEqual(['Kit Token', 'KIT', 18n, parseUnits('1000000', 18)]);
    expect(multicall.decodeFunctionResult('getEthBalance', results[8]!.returnData)[0]).toBe(
      await provider.getBalance(holder),
    );
  });

  it('answers the older Multicall3 entry points aggregate and tryAggregate', async () => {
    const erc20 = new Interface(KIT_TEST_TOKEN_ARTIFACT.abi);
    const multicall = new Contract(MULTICALL3_ADDRESS, MULTICALL3_ARTIFACT.abi, provider);
    const symbolCall = {
      target: devnet.tokens.kit.address,
      callData: erc20.encodeFunctionData('symbol'),
    };
    // A call to an account without code "succeeds" with empty data; a revert is a real failure.
    const failingCall = {
      target: devnet.tokens.kit.address,
      callData: erc20.encodeFunctionData('transferFrom', [
        devnet.accounts[1]!.address,
        MULTICALL3_ADDRESS,
        1n,
      ]),
    };

    const [blockNumber, returnData] = (await multicall
      .getFunction('aggregate')
      .staticCall([symbolCall])) as [bigint, string[]];
    expect(blockNumber).toBe(BigInt(await provider.getBlockNumber()));
    expect(erc20.decodeFunctionResult('symbol', returnData[0]!)[0]).toBe('KIT');

    const tried = (await multicall
      .getFunction('tryAggregate')
      .staticCall(false, [symbolCall, failingCall])) as Array<[boolean, string]>;
    expect(tried.map(([success]) => success)).toEqual([true, false]);
    await expect(
      multicall.getFunction('tryAggregate').staticCall(true, [failingCall]),
    ).rejects.toThrow(/Multicall3: call failed/);
  });

  it('runs the second chain with chain id 31338, its own Multicall3 and the tokens at the same addresses', async () => {
    const second = devnet.chains[1]!;
    expect(second).toMatchObject({ chainId: DEVNET_SECOND_CHAIN_ID, tokens: true });
    expect(second.port).not.toBe(devnet.chains[0]!.port);
    expect(await secondProvider.send('eth_chainId', [])).toBe('0x7a6a');
    expect(await secondProvider.getCode(MULTICALL3_ADDRESS)).toBe(
      MULTICALL3_ARTIFACT.deployedBytecode,
    );
    const kit = new Contract(
      devnet.tokens.kit.address,
      KIT_TEST_TOKEN_ARTIFACT.abi,
      secondProvider,
    );
    expect(await kit.getFunction('balanceOf')(devnet.accounts[3]!.address)).toBe(
      parseUnits('1000000', 18),
    );
  });
});

describe('startDevnet lifecycle', () => {
  it(
    'listens on a chosen port, and stop() ends the anvil process and frees the port',
    async () => {
      const port = await freePort();
      const devnet = await startDevnet({ port, secondChain: { tokens: false } });
      try {
        expect(devnet.chains[0]!.rpcUrl).toBe(`http://127.0.0.1:${port}`);
        expect(devnet.chains[1]!.tokens).toBe(false);
        expect(devnet.chains.every((chain) => isRunning(chain.pid))).toBe(true);
        expect(await canBind(port)).toBe(false);
      } finally {
        await devnet.stop();
      }
      expect(devnet.chains.map((chain) => isRunning(chain.pid))).toEqual([false, false]);
      expect(await canBind(port)).toBe(true);
      await expect(devnet.stop()).resolves.toBeUndefined();
    },
    START_TIMEOUT_MS,
  );

  it(
    'starts the local Solana chain with solana: true, describes it, and stops it with the rest',
    async () => {
      const devnet = await startDevnet({ accounts: 2, solana: { accounts: 2 } });
      const info = toDevnetInfo(devnet);
      try {
        expect(info.solana?.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        expect(info.solana?.accounts).toHaveLength(2);
        expect(info.solana?.token.symbol).toBe('KUSD');
        const health = await fetch(info.solana!.rpcUrl, {
          method: 'POST',
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
        });
        expect(await health.json()).toMatchObject({ result: 'ok' });
      } finally {
        await devnet.stop();
      }
      await expect(fetch(info.solana!.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow();
      expect(isRunning(devnet.chains[0]!.pid)).toBe(false);
    },
    START_TIMEOUT_MS,
  );

  it(
    "fails with anvil's own message when the chosen port is taken, and stops the chain that did start",
    async () => {
      const blocker = createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      const { port } = blocker.address() as AddressInfo;
      const before = runningAnvilPids();
      try {
        await expect(startDevnet({ port, secondChain: true })).rejects.toThrow(
          /anvil exited before listening[\s\S]*in use/i,
        );
        expect(runningAnvilPids()).toEqual(before);
      } finally {
        await new Promise((resolve) => blocker.close(resolve));
      }
    },
    START_TIMEOUT_MS,
  );

  it(
    'publishes the devnet in KIT_DEVNET through the jest global setup, and the teardown stops it',
    async () => {
      const previous = process.env[DEVNET_ENV_VAR];
      delete process.env[DEVNET_ENV_VAR];
      try {
        expect(() => readDevnetFromEnv()).toThrow(/KIT_DEVNET is not set/);
        await globalSetup(undefined, { globals: { kitDevnet: { accounts: 2 } } });
        const info = readDevnetFromEnv();
        expect(info.accounts).toHaveLength(2);
        expect(info).not.toHaveProperty('stop');
        const provider = createDevnetProvider(info.chains[0]!);
        expect(await provider.getBlockNumber()).toBeGreaterThan(0);
        provider.destroy();

        await globalTeardown();
        expect(process.env[DEVNET_ENV_VAR]).toBeUndefined();
        expect(isRunning(info.chains[0]!.pid)).toBe(false);
      } finally {
        if (previous === undefined) delete process.env[DEVNET_ENV_VAR];
        else process.env[DEVNET_ENV_VAR] = previous;
      }
    },
    START_TIMEOUT_MS,
  );
});
