// A native transfer: balances.transferKeepAlive signed by the extension, submitted with
// author_submitAndWatchExtrinsic, and settled once it is in a block and its outcome is read from
// that block's events.
import type { TransferRequest } from '@kit/core';
import { parseBaseUnits } from '@kit/core/base-units';
import type { ApiPromise } from '@polkadot/api';
import type { SubmittableExtrinsic } from '@polkadot/api/types';
import type { Signer } from '@polkadot/api/types';
import type { InjectedSigner } from './injected-web3';
import { adapterError } from './polkadot-errors';

/** Options of sendNativeTransfer. */
export interface SendTransferOptions {
  /** Give up waiting for inclusion after this long (the extrinsic may still land). */
  timeoutMs: number;
}

/**
 * Sends `request.amount` planck with balances.transferKeepAlive (it refuses to reap the sender,
 * as a wallet UI should) and resolves with the extrinsic hash once the transfer is in a block
 * and succeeded. A dispatch failure (e.g. balances.InsufficientBalance) throws with the pallet
 * error's name, which polkadot-errors.ts maps.
 */
export async function sendNativeTransfer(
  api: ApiPromise,
  signer: InjectedSigner,
  request: TransferRequest,
  options: SendTransferOptions,
): Promise<{ hash: string }> {
  if (request.tokenAddress !== undefined) {
    throw adapterError('UNKNOWN_ERROR', 'polkadot asset transfers are not supported');
  }
  const tx = api.tx.balances.transferKeepAlive(request.to, parseBaseUnits(request.amount));
  await tx.signAsync(request.from, { signer: signer as Signer });
  const blockHash = await waitForInclusion(api, tx, options.timeoutMs);
  await assertSucceeded(api, tx.hash.toHex(), blockHash);
  return { hash: tx.hash.toHex() };
}

/** Submits and resolves with the hash of the block that includes the extrinsic. */
function waitForInclusion(
  api: ApiPromise,
  tx: SubmittableExtrinsic<'promise'>,
  timeoutMs: number,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let unsubscribe: (() => void) | undefined;
    let settled = false;
    const settle = (run: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unsubscribe?.();
      run();
    };
    const timer = setTimeout(
      () => settle(() => reject(adapterError('UNKNOWN_ERROR', 'the transfer was not included'))),
      timeoutMs,
    );
    api.rpc.author
      .submitAndWatchExtrinsic(tx, (status) => {
        if (status.isInBlock) settle(() => resolve(status.asInBlock.toHex()));
        else if (status.isFinalized) settle(() => resolve(status.asFinalized.toHex()));
        else if (status.isInvalid || status.isDropped || status.isUsurped) {
          settle(() => reject(new Error(`the transfer was ${status.type}`)));
        }
      })
      .then((stop) => {
        if (settled) stop();
        else unsubscribe = stop;
      })
      .catch((error: unknown) => settle(() => reject(error)));
  });
}

/** Throws when the block's events say the extrinsic failed, naming the pallet error. */
async function assertSucceeded(api: ApiPromise, txHash: string, blockHash: string): Promise<void> {
  const [block, at] = await Promise.all([api.rpc.chain.getBlock(blockHash), api.at(blockHash)]);
  const index = block.block.extrinsics.findIndex((extrinsic) => extrinsic.hash.toHex() === txHash);
  if (index < 0) throw adapterError('UNKNOWN_ERROR', `${txHash} is not in block ${blockHash}`);
  const events = await at.query.system.events();
  for (const { phase, event } of events) {
    if (!phase.isApplyExtrinsic || !phase.asApplyExtrinsic.eq(index)) continue;
    if (api.events.system.ExtrinsicFailed.is(event)) {
      const [dispatchError] = event.data;
      let reason = dispatchError.toString();
      if (dispatchError.isModule) {
        const meta = api.registry.findMetaError(dispatchError.asModule);
        reason = `${meta.section}.${meta.name}`;
      }
      // A plain error: the adapter's guard maps the pallet error's name (polkadot-errors.ts).
      throw new Error(`the transfer failed: ${reason}`);
    }
  }
}
