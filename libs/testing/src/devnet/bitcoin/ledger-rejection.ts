/**
 * Why the ledger refused a transaction, worded as bitcoind's reject reasons (so a client that
 * parses real Esplora errors parses ours) with bitcoind's RPC error code:
 * -22 decode failure, -25 missing or spent inputs, -26 rejected by policy or consensus, -27 known.
 */
export class LedgerRejection extends Error {
  override readonly name = 'LedgerRejection';

  constructor(
    readonly rpcCode: -22 | -25 | -26 | -27,
    readonly reason: string,
  ) {
    super(reason);
  }

  /** The body Esplora answers a refused POST /tx with (HTTP 400). */
  toEsploraBody(): string {
    return `sendrawtransaction RPC error: ${JSON.stringify({ code: this.rpcCode, message: this.reason })}`;
  }
}
