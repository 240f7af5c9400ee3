import { rejection } from './esplora-client';

describe('rejection (refused broadcasts)', () => {
  const body = (code: number, message: string) =>
    `sendrawtransaction RPC error: ${JSON.stringify({ code, message })}`;

  it('maps bitcoind reject reasons to catalogue codes, keeping the reason and RPC code', () => {
    expect(rejection(400, body(-26, 'bad-txns-in-belowout'))).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      rpcCode: -26,
      details: 'bad-txns-in-belowout',
    });
    expect(rejection(400, body(-26, 'min relay fee not met, 10 < 110'))).toMatchObject({
      code: 'FEE_TOO_LOW',
    });
    expect(rejection(400, body(-26, 'txn-mempool-conflict'))).toMatchObject({
      code: 'RPC_ERROR',
      message: 'The RPC server returned an error\n\nDetails: txn-mempool-conflict',
    });
    expect(rejection(400, body(-25, 'bad-txns-inputs-missingorspent'))).toMatchObject({
      code: 'RPC_ERROR',
      rpcCode: -25,
    });
  });

  it('keeps HTTP failures that are not node verdicts as HTTP errors', () => {
    expect(rejection(429, 'slow down')).toMatchObject({ code: 'RATE_LIMITED' });
    expect(rejection(502, 'bad gateway')).toMatchObject({ code: 'SERVER_ERROR' });
    expect(rejection(400, 'Invalid hex string')).toMatchObject({
      code: 'RPC_ERROR',
      details: 'Invalid hex string',
    });
  });
});
