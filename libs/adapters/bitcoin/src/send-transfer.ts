// A native bitcoin transfer: choose coins, build a PSBT, let the wallet sign it, then finalise,
// extract and broadcast it ourselves through Esplora (the wallet never broadcasts, so Kit knows
// exactly what went out and reports the node's verdict).
import { ChainRequestError, NotConfiguredError, ValidationError } from '@kit/core';
import { parseBaseUnits } from '@kit/core/base-units';
import type { KitNetwork, TransferRequest } from '@kit/core';
import { Psbt, Transaction, address as addressCodec } from 'bitcoinjs-lib';
import type { Network } from 'bitcoinjs-lib';
import { addressParameters } from './bitcoin-networks';
import type { BitcoinWalletAccount, BitcoinWalletProvider } from './bitcoin-provider';
import { dustThreshold, feeRateFor, selectCoins } from './coin-selection';
import type { Selection, SpendableType } from './coin-selection';
import type { EsploraClient } from './esplora-client';
import { useSecp256k1 } from './secp256k1';

/** RBF-enabled, no relative locktime (BIP-125): the visitor can still bump a stuck payment. */
const SEQUENCE_RBF = 0xfffffffd;

/** What a transfer needs besides the request. */
export interface TransferContext {
  provider: BitcoinWalletProvider;
  esplora: EsploraClient;
  network: KitNetwork;
  /** Confirmation target (blocks) whose fee estimate is paid. */
  feeTargetBlocks: number;
}

/** A transfer ready to sign. */
export interface TransferPlan extends Selection {
  psbt: Psbt;
  parameters: Network;
  feeRate: number;
  from: BitcoinWalletAccount;
}

/** Checks the request and plans the transaction (inputs, fee, change) without the wallet. */
export async function planTransfer(
  request: TransferRequest,
  from: BitcoinWalletAccount,
  context: Omit<TransferContext, 'provider'>,
): Promise<TransferPlan> {
  useSecp256k1(); // Taproot addresses and inputs need bitcoinjs-lib's curve library
  if (request.tokenAddress !== undefined) {
    throw new NotConfiguredError(
      'UNSUPPORTED_CHAIN',
      {},
      { details: 'bip122 has no token transfers' },
    );
  }
  const amount = parseBaseUnits(request.amount);
  // Bitcoin has no zero-value payment to a visitor's recipient (it would be dust).
  if (amount === 0n) throw new ValidationError('INVALID_DECIMAL', { value: request.amount });
  const parameters = addressParameters(context.network);
  const recipientScript = outputScript(request.to, parameters);
  const changeScript = outputScript(from.address, parameters);
  const inputType = spendableType(from);
  const dust = dustThreshold(recipientScript);
  if (amount < dust) {
    // A node would refuse the transaction ('dust'); say so before the visitor signs it.
    throw new ChainRequestError(
      'UNKNOWN_ERROR',
      {},
      {
        details: `${amount} sat is below the recipient's dust threshold of ${dust} sat`,
      },
    );
  }
  const [utxos, estimates] = await Promise.all([
    context.esplora.utxos(from.address),
    context.esplora.feeEstimates(),
  ]);
  const feeRate = feeRateFor(estimates, context.feeTargetBlocks);
  const selection = selectCoins({
    utxos,
    inputType,
    amount,
    feeRate,
    recipientScript,
    changeScript,
  });

  const psbt = new Psbt({ network: parameters });
  for (const input of selection.inputs) {
    psbt.addInput({
      hash: input.txid,
      index: input.vout,
      sequence: SEQUENCE_RBF,
      witnessUtxo: { script: changeScript, value: input.value },
      ...(inputType === 'p2tr' && { tapInternalKey: hexToBytes(from.publicKey).slice(-32) }),
    });
  }
  psbt.addOutput({ script: recipientScript, value: amount });
  if (selection.change > 0n) psbt.addOutput({ script: changeScript, value: selection.change });
  return { ...selection, psbt, feeRate, from, parameters };
}

/** Plans, has the wallet sign, finalises and broadcasts; resolves the txid. */
export async function sendTransfer(
  request: TransferRequest,
  from: BitcoinWalletAccount,
  context: TransferContext,
): Promise<{ hash: string }> {
  const plan = await planTransfer(request, from, context);
  const unsigned = plan.psbt.toBase64();
  const { psbt: signedBase64 } = await context.provider.signPsbt({
    psbt: unsigned,
    signInputs: { [from.address]: plan.inputs.map((_, index) => index) },
    broadcast: false,
  });
  let signed: Psbt;
  try {
    signed = Psbt.fromBase64(signedBase64); // the network only names addresses, unused here
  } catch (error) {
    throw new ChainRequestError(
      'UNKNOWN_ERROR',
      {},
      { cause: error, details: 'the wallet returned no valid PSBT' },
    );
  }
  // The wallet signs what the visitor saw; a PSBT with other inputs or outputs is not ours to send.
  if (unsignedTxId(signed) !== unsignedTxId(plan.psbt)) {
    throw new ChainRequestError(
      'UNKNOWN_ERROR',
      {},
      { details: 'the wallet changed the transaction' },
    );
  }
  let hex: string;
  let txid: string;
  try {
    signed.finalizeAllInputs();
    const tx = signed.extractTransaction();
    hex = tx.toHex();
    txid = tx.getId();
  } catch (error) {
    throw new ChainRequestError(
      'UNKNOWN_ERROR',
      {},
      {
        cause: error,
        details: 'the wallet did not sign every input',
      },
    );
  }
  const broadcast = await context.esplora.broadcast(hex);
  if (broadcast !== txid) {
    throw new ChainRequestError(
      'API_INVALID_RESPONSE',
      {},
      { details: `broadcast answered ${broadcast}` },
    );
  }
  return { hash: txid };
}

/** The locking script of an address on this network, or 'Invalid bip122 address'. */
export function outputScript(address: string, parameters: Network): Uint8Array {
  try {
    return addressCodec.toOutputScript(address, parameters);
  } catch (error) {
    throw new ValidationError(
      'INVALID_ADDRESS',
      { namespace: 'bip122' },
      { cause: error, details: address },
    );
  }
}

function spendableType(account: BitcoinWalletAccount): SpendableType {
  if (account.addressType === 'p2wpkh' || account.addressType === 'p2tr')
    return account.addressType;
  throw new ChainRequestError(
    'UNKNOWN_ERROR',
    {},
    {
      details: `sending from ${account.addressType} addresses is not supported`,
    },
  );
}

/** The id of the PSBT's unsigned transaction: it commits to every input and output. */
function unsignedTxId(psbt: Psbt): string {
  return Transaction.fromBuffer(psbt.data.globalMap.unsignedTx.toBuffer()).getId();
}

function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) {
    throw new ChainRequestError(
      'UNKNOWN_ERROR',
      {},
      { details: 'the wallet gave a malformed public key' },
    );
  }
  return Uint8Array.from(hex.match(/../g) ?? [], (byte) => parseInt(byte, 16));
}
