// A stand-in for the few @polkadot/api calls a transfer and its fee make, so their logic runs
// without a chain: the extrinsic's statuses, the including block and its events are scripted.
import type { ApiPromise } from '@polkadot/api';

const hex = (value: string) => ({ toHex: () => value });

/** An extrinsic status as author_submitAndWatchExtrinsic reports it. */
export function status(
  type: 'Ready' | 'InBlock' | 'Finalized' | 'Invalid' | 'Dropped' | 'Usurped',
  blockHash = '0xb10c',
) {
  return {
    type,
    isInBlock: type === 'InBlock',
    isFinalized: type === 'Finalized',
    isInvalid: type === 'Invalid',
    isDropped: type === 'Dropped',
    isUsurped: type === 'Usurped',
    asInBlock: hex(blockHash),
    asFinalized: hex(blockHash),
  };
}

/** A system event in the block, applied by extrinsic `index` (or at finalization when undefined). */
export interface FakeEvent {
  index: number | undefined;
  failed?: { module?: { section: string; name: string }; text?: string };
}

export interface FakeApiOptions {
  txHash?: string;
  /** The extrinsic hashes of the including block, in order. */
  blockExtrinsics?: string[];
  events?: FakeEvent[];
  /** Called with the status callback once submitted; resolves the unsubscribe function. */
  submit?: (report: (s: ReturnType<typeof status>) => void) => Promise<() => void>;
  partialFee?: bigint;
  /** system.account's free balance. */
  free?: bigint;
  chainDecimals?: number[];
  chainTokens?: string[];
}

export function fakeApi(options: FakeApiOptions = {}) {
  const txHash = options.txHash ?? '0x7a';
  const log: unknown[][] = [];
  const tx = {
    hash: hex(txHash),
    signAsync: async (from: string, signerOptions: unknown) => {
      log.push(['signAsync', from, signerOptions]);
    },
    paymentInfo: async (from: string) => {
      log.push(['paymentInfo', from]);
      return { partialFee: { toString: () => String(options.partialFee ?? 0n) } };
    },
  };
  const failedEvents = new Set<object>();
  const events = (options.events ?? []).map(({ index, failed }) => {
    const event = {
      data: [
        {
          isModule: failed?.module !== undefined,
          asModule: failed?.module,
          toString: () => failed?.text ?? 'Other',
        },
      ],
    };
    if (failed) failedEvents.add(event);
    return {
      phase: {
        isApplyExtrinsic: index !== undefined,
        asApplyExtrinsic: { eq: (other: number) => other === index },
      },
      event,
    };
  });
  const api = {
    query: {
      system: {
        account: async (address: string) => {
          log.push(['account', address]);
          return { data: { free: { toString: () => String(options.free ?? 0n) } } };
        },
      },
    },
    tx: {
      balances: {
        transferKeepAlive: (to: string, amount: bigint) => {
          log.push(['transferKeepAlive', to, amount]);
          return tx;
        },
      },
    },
    rpc: {
      author: {
        submitAndWatchExtrinsic: (_tx: unknown, report: (s: ReturnType<typeof status>) => void) =>
          (options.submit ?? (async (r) => (r(status('InBlock')), () => undefined)))(report),
      },
      chain: {
        getBlock: async (blockHash: string) => {
          log.push(['getBlock', blockHash]);
          return {
            block: {
              extrinsics: (options.blockExtrinsics ?? [txHash]).map((h) => ({ hash: hex(h) })),
            },
          };
        },
      },
    },
    at: async (blockHash: string) => {
      log.push(['at', blockHash]);
      return { query: { system: { events: async () => events } } };
    },
    events: { system: { ExtrinsicFailed: { is: (event: object) => failedEvents.has(event) } } },
    registry: {
      chainDecimals: options.chainDecimals ?? [],
      chainTokens: options.chainTokens ?? [],
      findMetaError: (module: { section: string; name: string }) => module,
    },
  };
  return { api: api as unknown as ApiPromise, log };
}
