import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonRpcProvider } from 'ethers';
import {
  Contract,
  Interface,
  Transaction,
  Wallet,
  hexlify,
  parseEther,
  parseUnits,
  toUtf8Bytes,
  verifyMessage,
  verifyTypedData,
} from 'ethers';
import { createDevnetProvider, startDevnet } from '../devnet/devnet';
import type { Devnet } from '../devnet/devnet';
import { KIT_TEST_TOKEN_ARTIFACT } from '@kit/contracts';
import { createEvmTestWallet } from './evm-test-wallet';
import type { EvmTestWallet, EvmTestWalletOptions } from './evm-test-wallet';

let devnet: Devnet;
let provider: JsonRpcProvider;
const wallets: EvmTestWallet[] = [];

beforeAll(async () => {
  devnet = await startDevnet({ secondChain: true });
  provider = createDevnetProvider(devnet.chains[0]!);
}, 30_000);

afterAll(async () => {
  for (const wallet of wallets) wallet.destroy();
  provider?.destroy();
  await devnet?.stop();
});

/** A wallet on the first chain (and the second unless `chains` says otherwise) for account `index`. */
function walletFor(index: number, options: Partial<EvmTestWalletOptions> = {}): EvmTestWallet {
  const wallet = createEvmTestWallet({
    privateKey: devnet.accounts[index]!.privateKey,
    chains: devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    ...options,
  });
  wallets.push(wallet);
  return wallet;
}

async function connected(
  index: number,
  options: Partial<EvmTestWalletOptions> = {},
): Promise<EvmTestWallet> {
  const wallet = walletFor(index, options);
  await wallet.request({ method: 'eth_requestAccounts' });
  return wallet;
}

/** 'pending' while `promise` has not settled (checked after the wallet's own microtasks ran). */
async function stateOf(promise: Promise<unknown>): Promise<'pending' | 'settled'> {
  const marker = Symbol('pending');
  for (let i = 0; i < 10; i++) await Promise.resolve();
  const winner = await Promise.race([
    promise.then(
      () => 'settled' as const,
      () => 'settled' as const,
    ),
    marker,
  ]);
  return winner === marker ? 'pending' : 'settled';
}

describe('accounts and authorisation', () => {
  it('returns no accounts until eth_requestAccounts, then the active account (lower-case, like MetaMask)', async () => {
    const wallet = walletFor(1);
    const address = devnet.accounts[1]!.address.toLowerCase();
    const changes: unknown[] = [];
    wallet.on('accountsChanged', (accounts) => changes.push(accounts));

    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([address]);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([address]);
    expect(changes).toEqual([[address]]);
  });

  it('returns EIP-55 addresses with addressCase checksum, and answers eth_accounts at once when created authorised', async () => {
    const wallet = walletFor(1, { addressCase: 'checksum', authorized: true });
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([devnet.accounts[1]!.address]);
  });

  it('derives the account from a mnemonic index', async () => {
    const wallet = createEvmTestWallet({
      mnemonic: devnet.mnemonic,
      accountIndex: 3,
      chains: [devnet.chains[0]!],
    });
    wallets.push(wallet);
    expect(wallet.address).toBe(devnet.accounts[3]!.address);
  });

  it('answers eth_chainId in hex and net_version in decimal', async () => {
    const wallet = walletFor(1);
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(await wallet.request({ method: 'net_version' })).toBe('31337');
  });

  it('rejects signing with 4100 before the site is authorised and for another address', async () => {
    const wallet = walletFor(1);
    const address = devnet.accounts[1]!.address;
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x01', address] }),
    ).rejects.toMatchObject({
      code: 4100,
    });
    await wallet.request({ method: 'eth_requestAccounts' });
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x01', devnet.accounts[2]!.address] }),
    ).rejects.toMatchObject({ code: 4100 });
  });

  it('revokes access with wallet_revokePermissions: eth_accounts is empty and accountsChanged([]) fires', async () => {
    const wallet = await connected(1);
    const changes: unknown[] = [];
    wallet.on('accountsChanged', (accounts) => changes.push(accounts));
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([
      expect.objectContaining({ parentCapability: 'eth_accounts' }),
    ]);

    expect(
      await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toBeNull();

    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([]);
    expect(changes).toEqual([[]]);
  });

  it('grants access through wallet_requestPermissions too', async () => {
    const wallet = walletFor(1);
    await wallet.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] });
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([
      devnet.accounts[1]!.address.toLowerCase(),
    ]);
  });
});

describe('signing', () => {
  it('signs personal_sign messages (text and hex) that ethers.verifyMessage attributes to the account', async () => {
    const wallet = await connected(1);
    const address = devnet.accounts[1]!.address;

    const text = 'Sign in to Kit\nNonce: 42';
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: [text, address],
    })) as string;
    expect(verifyMessage(text, signature)).toBe(address);

    const hex = hexlify(toUtf8Bytes(text));
    expect(await wallet.request({ method: 'personal_sign', params: [hex, address] })).toBe(
      signature,
    );
    // Some dApps swap the parameters; wallets accept that.
    expect(await wallet.request({ method: 'personal_sign', params: [address, text] })).toBe(
      signature,
    );
  });

  it('signs eth_signTypedData_v4 (as a JSON string, with EIP712Domain in types) verifiably with verifyTypedData', async () => {
    const wallet = await connected(1);
    const address = devnet.accounts[1]!.address;
    const domain = {
      name: 'Kit',
      version: '1',
      chainId: 31337,
      verifyingContract: devnet.tokens.usd.address,
    };
    const types = {
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person' },
        { name: 'contents', type: 'string' },
      ],
    };
    const message = {
      from: { name: 'Alice', wallet: address },
      to: { name: 'Bob', wallet: devnet.accounts[2]!.address },
      contents: 'Hello, Bob!',
    };
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        ...types,
      },
      primaryType: 'Mail',
      domain,
      message,
    };

    const signature = (await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    })) as string;

    expect(verifyTypedData(domain, types, message, signature)).toBe(address);
  });
});

/**
 * The receipt of a sent transaction. anvil can answer eth_sendTransaction before the mined block
 * is readable when the machine is loaded, so the receipt is polled (a bounded number of times).
 */
async function receiptOf(
  wallet: { request(args: { method: string; params?: unknown[] }): Promise<unknown> },
  hash: string,
) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const receipt = (await wallet.request({
      method: 'eth_getTransactionReceipt',
      params: [hash],
    })) as { status: string } | null;
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no receipt for ${hash}`);
}

describe('transactions', () => {
  it('sends native currency with eth_sendTransaction, filling nonce and gas, and returns the hash', async () => {
    const wallet = await connected(4);
    const from = devnet.accounts[4]!.address;
    const to = Wallet.createRandom().address;

    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: `0x${parseEther('1.5').toString(16)}` }],
    })) as string;

    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await receiptOf(wallet, hash);
    expect(receipt.status).toBe('0x1');
    expect(await provider.getBalance(to)).toBe(parseEther('1.5'));
  });

  it('transfers an ERC20 token with eth_sendTransaction and the balances change on chain', async () => {
    const wallet = await connected(4);
    const from = devnet.accounts[4]!.address;
    const to = devnet.accounts[5]!.address;
    const token = new Contract(devnet.tokens.usd.address, KIT_TEST_TOKEN_ARTIFACT.abi, provider);
    const balanceOf = token.getFunction('balanceOf');
    const [fromBefore, toBefore] = [
      (await balanceOf(from)) as bigint,
      (await balanceOf(to)) as bigint,
    ];
    const amount = parseUnits('12.5', devnet.tokens.usd.decimals);
    const data = new Interface(KIT_TEST_TOKEN_ARTIFACT.abi).encodeFunctionData('transfer', [
      to,
      amount,
    ]);

    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: devnet.tokens.usd.address, data }],
    })) as string;
    await receiptOf(wallet, hash);

    expect(await balanceOf(from)).toBe(fromBefore - amount);
    expect(await balanceOf(to)).toBe(toBefore + amount);
  });

  it('mines concurrent eth_sendTransaction calls with consecutive nonces', async () => {
    const wallet = await connected(4);
    const from = devnet.accounts[4]!.address;
    const to = devnet.accounts[6]!.address;
    const nonce = await provider.getTransactionCount(from);

    const hashes = (await Promise.all(
      [1, 2, 3].map(() =>
        wallet.request({ method: 'eth_sendTransaction', params: [{ from, to, value: '0x1' }] }),
      ),
    )) as string[];

    const sent = await Promise.all(hashes.map((hash) => provider.getTransaction(hash)));
    expect(sent.map((tx) => tx?.nonce).sort()).toEqual([nonce, nonce + 1, nonce + 2]);
  });

  it('signs a transaction with eth_signTransaction without sending it', async () => {
    const wallet = await connected(4);
    const from = devnet.accounts[4]!.address;
    const raw = (await wallet.request({
      method: 'eth_signTransaction',
      params: [{ from, to: devnet.accounts[6]!.address, value: '0x1' }],
    })) as string;
    expect(Transaction.from(raw).from).toBe(from);
  });
});

describe('read-only methods', () => {
  it('forwards eth_getBalance, eth_call, eth_blockNumber, eth_estimateGas and eth_gasPrice to the chain', async () => {
    const wallet = walletFor(1);
    const address = devnet.accounts[1]!.address;
    const erc20 = new Interface(KIT_TEST_TOKEN_ARTIFACT.abi);

    expect(
      BigInt(
        (await wallet.request({ method: 'eth_getBalance', params: [address, 'latest'] })) as string,
      ),
    ).toBe(await provider.getBalance(address));
    const balance = await wallet.request({
      method: 'eth_call',
      params: [
        { to: devnet.tokens.kit.address, data: erc20.encodeFunctionData('balanceOf', [address]) },
        'latest',
      ],
    });
    expect(erc20.decodeFunctionResult('balanceOf', balance as string)[0]).toBe(
      parseUnits('1000000', 18),
    );
    expect(Number(await wallet.request({ method: 'eth_blockNumber' }))).toBe(
      await provider.getBlockNumber(),
    );
    expect(
      BigInt(
        (await wallet.request({
          method: 'eth_estimateGas',
          params: [{ from: address, to: address }],
        })) as string,
      ),
    ).toBe(21_000n);
    expect(await wallet.request({ method: 'eth_gasPrice' })).toMatch(/^0x[0-9a-f]+$/);
  });

  it("passes the node's error code and message through when a call reverts", async () => {
    const wallet = walletFor(1);
    const erc20 = new Interface(KIT_TEST_TOKEN_ARTIFACT.abi);
    const data = erc20.encodeFunctionData('transferFrom', [
      devnet.accounts[2]!.address,
      devnet.accounts[1]!.address,
      1n,
    ]);

    const error = await wallet
      .request({
        method: 'eth_call',
        params: [{ from: devnet.accounts[1]!.address, to: devnet.tokens.kit.address, data }],
      })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({
      code: expect.any(Number),
      message: expect.stringMatching(/insufficient allowance/),
    });
  });

  it('rejects unknown methods with 4200 and malformed requests with -32600', async () => {
    const wallet = walletFor(1);
    await expect(wallet.request({ method: 'wallet_sendCalls', params: [] })).rejects.toMatchObject({
      code: 4200,
      message: 'The requested method is not supported by this Ethereum provider.',
    });
    await expect(wallet.request({} as never)).rejects.toMatchObject({ code: -32600 });
  });

  it('reports EIP-5792 capabilities per known chain for the connected account', async () => {
    const wallet = await connected(1, {
      capabilities: { '0x7a6a': { paymasterService: { supported: true } } },
    });
    const address = devnet.accounts[1]!.address;

    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [address] })).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
      '0x7a6a': { atomic: { status: 'unsupported' }, paymasterService: { supported: true } },
    });
    expect(
      await wallet.request({ method: 'wallet_getCapabilities', params: [address, ['0x7a69']] }),
    ).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    });
    await expect(
      wallet.request({ method: 'wallet_getCapabilities', params: [devnet.accounts[2]!.address] }),
    ).rejects.toMatchObject({ code: 4100 });
  });
});

describe('networks', () => {
  it('switches to chain 31338 with wallet_switchEthereumChain, emits chainChanged and then reads that chain', async () => {
    const wallet = await connected(1);
    const changes: unknown[] = [];
    wallet.on('chainChanged', (chainId) => changes.push(chainId));

    expect(
      await wallet.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a6a' }],
      }),
    ).toBeNull();

    expect(changes).toEqual(['0x7a6a']);
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    // The second chain's own block count proves the request went to its anvil.
    const second = createDevnetProvider(devnet.chains[1]!);
    expect(Number(await wallet.request({ method: 'eth_blockNumber' }))).toBe(
      await second.getBlockNumber(),
    );
    second.destroy();
    // Switching to the active chain changes nothing.
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    expect(changes).toHaveLength(1);
  });

  it('answers 4902 for an unknown chain; after wallet_addEthereumChain the switch succeeds', async () => {
    const wallet = await connected(1, { chains: [devnet.chains[0]!] });
    const switchTo31338 = (): Promise<unknown> =>
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });

    await expect(switchTo31338()).rejects.toMatchObject({ code: 4902 });

    expect(
      await wallet.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x7a6a',
            chainName: 'Kit Devnet 2',
            rpcUrls: [devnet.chains[1]!.rpcUrl],
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      }),
    ).toBeNull();
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69');

    await expect(switchTo31338()).resolves.toBeNull();
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a');
  });

  it('switches right after adding a chain with switchOnAdd, as MetaMask asks to', async () => {
    const wallet = await connected(1, { chains: [devnet.chains[0]!], switchOnAdd: true });
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [
        { chainId: '0x7a6a', chainName: 'Kit Devnet 2', rpcUrls: [devnet.chains[1]!.rpcUrl] },
      ],
    });
    expect(wallet.chainId).toBe(31338);
  });

  it('rejects a malformed chain id with -32602', async () => {
    const wallet = walletFor(1);
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 31338 }] }),
    ).rejects.toMatchObject({ code: -32602 });
  });
});

describe('test controls', () => {
  it('rejectNext(method) fails only the next request of that method with 4001', async () => {
    const wallet = await connected(1);
    const address = devnet.accounts[1]!.address;
    wallet.rejectNext('personal_sign');

    await expect(
      wallet.request({ method: 'personal_sign', params: ['hi', address] }),
    ).rejects.toEqual(
      expect.objectContaining({ code: 4001, message: 'User rejected the request.' }),
    );
    await expect(
      wallet.request({ method: 'personal_sign', params: ['hi', address] }),
    ).resolves.toMatch(/^0x/);
  });

  it('rejectNext() without a method skips read-only calls and fails the next prompt', async () => {
    const wallet = walletFor(1);
    wallet.rejectNext();

    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69');
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    });
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('rejectNext can fail with a custom provider error', async () => {
    const wallet = walletFor(1);
    wallet.rejectNext('eth_requestAccounts', { code: -32002, message: 'Request already pending' });
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: -32002,
      message: 'Request already pending',
    });
  });

  it('setBehaviour({ reject }) fails every call of those methods until the behaviour is replaced', async () => {
    const wallet = walletFor(1);
    wallet.setBehaviour({ reject: ['eth_requestAccounts'] });
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    });
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    });

    wallet.setBehaviour({});
    await expect(wallet.request({ method: 'eth_requestAccounts' })).resolves.toHaveLength(1);
  });

  it('setBehaviour({ hang }) keeps a request pending until release(), which then runs it', async () => {
    const wallet = await connected(1);
    const address = devnet.accounts[1]!.address;
    wallet.setBehaviour({ hang: ['personal_sign'] });

    const signing = wallet.request({ method: 'personal_sign', params: ['hold on', address] });
    await wallet.whenHung('personal_sign');

    expect(await stateOf(signing)).toBe('pending');
    expect(wallet.hungRequests()).toEqual([
      { method: 'personal_sign', params: ['hold on', address] },
    ]);
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69');

    expect(wallet.release()).toBe(1);
    expect(verifyMessage('hold on', (await signing) as string)).toBe(address);
  });

  it('release({ reject: true }) fails the hung request with 4001', async () => {
    const wallet = walletFor(1);
    wallet.setBehaviour({ hang: ['eth_requestAccounts'] });
    const connecting = wallet.request({ method: 'eth_requestAccounts' });
    await wallet.whenHung();

    wallet.release({ method: 'eth_requestAccounts', reject: true });

    await expect(connecting).rejects.toMatchObject({ code: 4001 });
    expect(wallet.isAuthorized).toBe(false);
  });

  it('records every request it receives', async () => {
    const wallet = walletFor(1);
    await wallet.request({ method: 'eth_chainId' });
    await wallet.request({ method: 'eth_accounts', params: [] });
    expect(wallet.requests).toEqual([
      { method: 'eth_chainId', params: [] },
      { method: 'eth_accounts', params: [] },
    ]);
  });
});

describe('events', () => {
  it('emitAccountsChanged(i) switches to another account and tells the site', async () => {
    const wallet = createEvmTestWallet({
      privateKeys: devnet.accounts.slice(1, 4).map((account) => account.privateKey),
      chains: [devnet.chains[0]!],
    });
    wallets.push(wallet);
    await wallet.request({ method: 'eth_requestAccounts' });
    const changes: unknown[] = [];
    wallet.on('accountsChanged', (accounts) => changes.push(accounts));

    wallet.emitAccountsChanged(2);

    const next = devnet.accounts[3]!.address;
    expect(changes).toEqual([[next.toLowerCase()]]);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([next.toLowerCase()]);
    const signature = await wallet.request({ method: 'personal_sign', params: ['me?', next] });
    expect(verifyMessage('me?', signature as string)).toBe(next);
  });

  it('emitAccountsChanged(null) locks the wallet: accountsChanged([]) and no accounts', async () => {
    const wallet = await connected(1);
    const listener = jest.fn();
    wallet.on('accountsChanged', listener);

    wallet.emitAccountsChanged(null);

    expect(listener).toHaveBeenCalledWith([]);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('stays silent about account switches before the site is authorised', () => {
    const wallet = createEvmTestWallet({
      privateKeys: devnet.accounts.slice(1, 3).map((account) => account.privateKey),
      chains: [devnet.chains[0]!],
    });
    wallets.push(wallet);
    const listener = jest.fn();
    wallet.on('accountsChanged', listener);
    wallet.emitAccountsChanged(1);
    expect(listener).not.toHaveBeenCalled();
    expect(wallet.address).toBe(devnet.accounts[2]!.address);
  });

  it('emitChainChanged moves the wallet to the chain and emits its hex id', async () => {
    const wallet = walletFor(1);
    const listener = jest.fn();
    wallet.on('chainChanged', listener);

    wallet.emitChainChanged(31338);

    expect(listener).toHaveBeenCalledWith('0x7a6a');
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a');
  });

  it('emitDisconnect emits a 4900 error and fails chain calls with 4900 until emitConnect emits { chainId }', async () => {
    const wallet = await connected(1);
    const disconnect = jest.fn();
    const connect = jest.fn();
    wallet.on('disconnect', disconnect).on('connect', connect);

    wallet.emitDisconnect();

    expect(disconnect).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 4900,
        message: 'The provider is disconnected from all chains.',
      }),
    );
    await expect(wallet.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4900,
    });

    wallet.emitConnect();

    expect(connect).toHaveBeenCalledWith({ chainId: '0x7a69' });
    await expect(wallet.request({ method: 'eth_blockNumber' })).resolves.toMatch(/^0x/);
  });

  it('stops calling a listener after removeListener', () => {
    const wallet = walletFor(1);
    const listener = jest.fn();
    wallet.on('chainChanged', listener);
    wallet.removeListener('chainChanged', listener);

    wallet.emitChainChanged(31338);

    expect(listener).not.toHaveBeenCalled();
    expect(wallet.listenerCount('chainChanged')).toBe(0);
  });

  it('keeps request usable when detached from the wallet, as dApps sometimes do', async () => {
    const { request } = walletFor(1);
    expect(await request({ method: 'eth_chainId' })).toBe('0x7a69');
  });
});

describe('browser readiness', () => {
  // The Solana wallet may also use @solana/web3.js, @noble/curves and @scure/base (browser builds)
  // and the Wallet Standard's types.
  it('imports nothing but ethers, @kit/core, the Solana browser packages and its own files, and uses no Node globals', () => {
    const dir = __dirname;
    const sources = readdirSync(dir).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'),
    );
    expect(sources).toContain('evm-test-wallet.ts');
    for (const file of sources) {
      const text = readFileSync(join(dir, file), 'utf8');
      const imports = [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
      for (const specifier of imports) {
        expect([file, specifier]).toEqual([
          file,
          // @polkadot/*: the polkadot test extension's signing (browser-safe packages).
          expect.stringMatching(
            /^(ethers|@kit\/core|@polkadot\/(keyring|types|util|util-crypto)(\/types)?|@solana\/web3\.js|@noble\/curves\/ed25519|@scure\/base|@wallet-standard\/base|\.\/[\w.-]+)$/,
          ),
        ]);
      }
      const code = text.replace(/\/\/.*$/gm, '');
      expect([file, /\b(Buffer|process|require|__dirname)\b/.test(code)]).toEqual([file, false]);
    }
  });
});
