import { formatUnits } from '@kit/core/units';
import { priceOf, valueOf } from '../price-table';
import type { IndexedTransaction, IndexedTransfer } from './history-store';

/** A transfer of a history item, as the real API sends it (Zerion's shape). */
export interface WireTransfer {
  fungible_info: { name: string; symbol: string; icon: { url: string } };
  direction: 'in' | 'out' | 'self';
  quantity: { numeric: string };
  /** USD value at the local feed's price. */
  value: number;
  price: number;
}

/** An item of GET /v1/account/{address}/history. */
export interface WireTransaction {
  id: string;
  metadata: {
    operationType: 'send' | 'receive' | 'trade' | 'execute' | 'deploy';
    hash: string;
    /** ISO 8601. */
    minedAt: string;
    sentFrom: string;
    sentTo: string;
    status: 'confirmed' | 'failed';
    nonce: number;
    /** CAIP-2. */
    chain: string;
  };
  transfers: WireTransfer[];
}

function directionOf(transfer: IndexedTransfer, owner: string): WireTransfer['direction'] {
  const out = transfer.from.toLowerCase() === owner;
  const into = transfer.to.toLowerCase() === owner;
  if (out && into) return 'self';
  return out ? 'out' : 'in';
}

function operationOf(
  tx: IndexedTransaction,
  owner: string,
  directions: readonly WireTransfer['direction'][],
): WireTransaction['metadata']['operationType'] {
  if (tx.created && tx.from.toLowerCase() === owner) return 'deploy';
  if (directions.length === 0) return 'execute';
  const sends = directions.some((direction) => direction !== 'in');
  const receives = directions.includes('in');
  if (sends && receives) return 'trade';
  return receives ? 'receive' : 'send';
}

/**
 * A transaction as `owner` sees it: only the transfers that moved owner's assets, each with its
 * direction, and an operation type from those ('send', 'receive', 'trade'; 'execute' for a call
 * that moved none of owner's assets, 'deploy' for a contract creation).
 */
export function toWireTransaction(
  tx: IndexedTransaction,
  owner: string,
  caipNetworkId: string,
  iconUrl: (symbol: string) => string,
): WireTransaction {
  const ownerLower = owner.toLowerCase();
  const transfers = tx.transfers
    .filter(
      (transfer) =>
        transfer.from.toLowerCase() === ownerLower || transfer.to.toLowerCase() === ownerLower,
    )
    .map((transfer): WireTransfer => {
      const numeric = formatUnits(BigInt(transfer.amount), transfer.decimals);
      const price = priceOf(transfer.symbol);
      return {
        fungible_info: {
          name: transfer.name,
          symbol: transfer.symbol,
          icon: { url: iconUrl(transfer.symbol) },
        },
        direction: directionOf(transfer, ownerLower),
        quantity: { numeric },
        value: valueOf(numeric, price),
        price,
      };
    });
  return {
    id: tx.hash,
    metadata: {
      operationType: operationOf(
        tx,
        ownerLower,
        transfers.map((transfer) => transfer.direction),
      ),
      hash: tx.hash,
      minedAt: new Date(tx.minedAt * 1000).toISOString(),
      sentFrom: tx.from,
      sentTo: tx.to,
      status: tx.status,
      nonce: tx.nonce,
      chain: caipNetworkId,
    },
    transfers,
  };
}
