// The JSON shapes of the Esplora REST API (github.com/Blockstream/esplora/blob/master/API.md) that
// the regtest ledger serves. Amounts are satoshis as JSON numbers, as Esplora sends them.

/** Confirmation status of a transaction. */
export type EsploraTxStatus =
  | { confirmed: false }
  | { confirmed: true; block_height: number; block_hash: string; block_time: number };

/** An unspent output of an address (GET /address/:address/utxo). */
export interface EsploraUtxo {
  txid: string;
  vout: number;
  status: EsploraTxStatus;
  value: number;
}

/** Funded and spent outputs of an address, for the chain or the mempool. */
export interface EsploraAddressStats {
  funded_txo_count: number;
  funded_txo_sum: number;
  spent_txo_count: number;
  spent_txo_sum: number;
  tx_count: number;
}

/** GET /address/:address */
export interface EsploraAddress {
  address: string;
  chain_stats: EsploraAddressStats;
  mempool_stats: EsploraAddressStats;
}

/** An output as Esplora describes it. */
export interface EsploraOutput {
  scriptpubkey: string;
  scriptpubkey_type: string;
  scriptpubkey_address?: string;
  value: number;
}

/** An input as Esplora describes it. */
export interface EsploraInput {
  txid: string;
  vout: number;
  prevout: EsploraOutput | null;
  scriptsig: string;
  witness?: string[];
  is_coinbase: boolean;
  sequence: number;
}

/** GET /tx/:txid */
export interface EsploraTransaction {
  txid: string;
  version: number;
  locktime: number;
  vin: EsploraInput[];
  vout: EsploraOutput[];
  size: number;
  weight: number;
  fee: number;
  status: EsploraTxStatus;
}
