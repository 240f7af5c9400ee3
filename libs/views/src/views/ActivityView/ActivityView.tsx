import { selectActivity, selectHasMoreTransactions, transactionsRequested } from '@kit/activity';
import { selectActiveCaipAddress, selectActiveAddress } from '@kit/connection';
import { Button, NetworkImage, Text } from '@kit/ui';
import { useEffect, useMemo } from 'react';
import { Shortened } from '../../components/Shortened/Shortened';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { StatusPanel } from '../../components/StatusPanel/StatusPanel';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';
import { truncateAddress } from '../../utils/truncate-address';
import { groupTransactionsByDate } from './activity-groups';
import { toActivityRow } from './activity-row';

/**
 * The Activity view: the active account's transactions on the active network, newest first,
 * grouped by the day they were mined. Opening it fetches the first page (answered from the
 * client's 15 s cache when fresh); 'Load more' fetches the next one while there is one. It shows
 * placeholder rows while the first page loads, an empty state, and the failure with Try again.
 */
export function ActivityView() {
  const dispatch = useKitDispatch();
  const caipAddress = useKitSelector(selectActiveCaipAddress);
  const address = useKitSelector(selectActiveAddress);
  const activity = useKitSelector(selectActivity);
  const hasMore = useKitSelector(selectHasMoreTransactions);

  useEffect(() => {
    if (caipAddress !== undefined) dispatch(transactionsRequested({ reset: true }));
  }, [caipAddress, dispatch]);

  const groups = useMemo(
    () => groupTransactionsByDate(activity.transactions, new Date()),
    [activity.transactions],
  );

  const loading = activity.status === 'loading';
  if (caipAddress === undefined) {
    return (
      <StatusPanel heading="No wallet connected" message="Connect a wallet to see its activity." />
    );
  }
  if (activity.status === 'error') {
    return (
      <StatusPanel
        tone="error"
        heading={activity.error?.message ?? 'Failed to fetch transactions'}
        actions={
          <Button onClick={() => dispatch(transactionsRequested({ reset: true }))}>
            Try again
          </Button>
        }
      />
    );
  }
  if (activity.transactions.length === 0 && (loading || activity.status === 'idle')) {
    return (
      <div className="kit-view kit-activity" aria-busy="true">
        <span className="kit-sr-only">Loading activity</span>
        <Skeleton rows={5} />
      </div>
    );
  }
  if (activity.empty) {
    return (
      <StatusPanel
        heading="No activity yet"
        message="Your transactions on this network will appear here."
      />
    );
  }

  return (
    <div className="kit-view kit-activity" aria-busy={loading || undefined}>
      {groups.map((group) => (
        <section key={group.key} className="kit-activity-group" aria-label={group.title}>
          <Text as="h3" variant="small" tone="muted">
            {group.title}
          </Text>
          <ul className="kit-activity-list">
            {group.transactions.map((transaction) => {
              const row = toActivityRow(transaction, address ?? '', (value) =>
                truncateAddress(value),
              );
              return (
                <li
                  key={transaction.id}
                  className="kit-activity-row"
                  data-transaction={transaction.id}
                >
                  <NetworkImage src={row.iconUrl} name={row.title} size={32} />
                  <span className="kit-activity-main">
                    <span className="kit-activity-title" data-failed={row.failed || undefined}>
                      {row.title}
                    </span>
                    {/* Shortened for the eye; the whole address on hover and for screen readers. */}
                    <span className="kit-activity-detail" title={row.fullCounterparty}>
                      <Shortened shown={row.counterparty} full={row.fullCounterparty} />
                    </span>
                  </span>
                  <span className="kit-activity-side">
                    {row.amount !== undefined && row.fullAmount !== undefined && (
                      <span className="kit-activity-amount" title={row.fullAmount}>
                        <Shortened shown={row.amount} full={row.fullAmount} />
                      </span>
                    )}
                    <span className="kit-activity-detail">{row.time}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {hasMore && (
        <Button
          variant="secondary"
          fullWidth
          loading={loading}
          onClick={() => dispatch(transactionsRequested())}
        >
          Load more
        </Button>
      )}
    </div>
  );
}
