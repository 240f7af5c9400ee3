import { createBlockchainRequests } from '@kit/api/blockchain-requests';
import { createNamesRequests } from '@kit/api/names-requests';
import { createOnrampRequests } from '@kit/api/onramp-requests';
import { createSmartSessionsRequests } from '@kit/api/smart-sessions-requests';
import { createSwapRequests } from '@kit/api/swap-requests';
import { CLOUD_REQUEST_CODE } from './cloud-request-code';
import { LAZY_SAGA_ANCHOR } from './lazy-saga-anchor';

describe("the loaders of the cloud clients' request code", () => {
  it.each([
    [
      'blockchain',
      CLOUD_REQUEST_CODE.blockchain,
      'createBlockchainRequests',
      createBlockchainRequests,
    ],
    ['names', CLOUD_REQUEST_CODE.names, 'createNamesRequests', createNamesRequests],
    ['swap', CLOUD_REQUEST_CODE.swap, 'createSwapRequests', createSwapRequests],
    ['onramp', CLOUD_REQUEST_CODE.onramp, 'createOnrampRequests', createOnrampRequests],
    [
      'smart-sessions',
      CLOUD_REQUEST_CODE.sessions,
      'createSmartSessionsRequests',
      createSmartSessionsRequests,
    ],
  ] as const)(
    "load the %s client's request code from @kit/api, in a chunk that reaches the store",
    async (_name, load, exported, implementation) => {
      const chunk: Record<string, unknown> = await load();
      expect(chunk[exported]).toBe(implementation);
      expect(chunk['LAZY_SAGA_ANCHOR']).toBe(LAZY_SAGA_ANCHOR);
    },
  );
});
