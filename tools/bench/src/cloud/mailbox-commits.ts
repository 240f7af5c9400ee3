/** How the relay mailbox committed over a run, summed over a setup's instances (their /metrics). */
export interface MailboxCommits {
  transactions: number;
  publishes: number;
  statements: number;
}

/** A sample's value in Prometheus exposition text (0 when absent). */
function sample(text: string, name: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name} `));
  return line === undefined ? 0 : Number(line.slice(name.length + 1));
}

/**
 * Reads the mailbox's group-commit counters from each instance's /metrics (loopback callers read
 * it without a token): transactions, publishes stored in them, and their SQL statements.
 */
export async function readMailboxCommits(urls: readonly string[]): Promise<MailboxCommits> {
  const totals: MailboxCommits = { transactions: 0, publishes: 0, statements: 0 };
  for (const url of urls) {
    const text = await (await fetch(`${url}/metrics`)).text();
    totals.transactions += sample(text, 'kit_cloud_relay_mailbox_commit_publishes_count');
    totals.publishes += sample(text, 'kit_cloud_relay_mailbox_commit_publishes_sum');
    totals.statements += sample(text, 'kit_cloud_relay_mailbox_statements_total');
  }
  return totals;
}
