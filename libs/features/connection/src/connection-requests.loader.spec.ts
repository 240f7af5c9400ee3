import { toastRequested } from '@kit/toast';
import {
  CONNECTION_REQUEST_TRIGGERS,
  connectionRequestCancelled,
  connectionRequestsLoadFailed,
} from './connection-requests.loader';
import {
  connectFailed,
  connectRequested,
  disconnectFailed,
  disconnectRequested,
  switchFailed,
  switchRequested,
} from './connection.slice';

const offline = new TypeError('Failed to fetch dynamically imported module');

describe("the connection requests' outcomes when their saga is not there", () => {
  it('names the three requests as the triggers that load the saga', () => {
    expect([...CONNECTION_REQUEST_TRIGGERS].sort()).toEqual(
      [connectRequested.type, disconnectRequested.type, switchRequested.type].sort(),
    );
  });

  it("fails a connect with 'Failed to connect', leaving its namespace to the reducer", () => {
    expect(
      connectionRequestsLoadFailed(offline, connectRequested({ connectorId: 'eip155:alpha' })),
    ).toEqual(
      connectFailed({
        connectorId: 'eip155:alpha',
        error: {
          name: 'WalletConnectionError',
          code: 'CONNECT_FAILED',
          message: 'Failed to connect',
        },
      }),
    );
  });

  it("fails a switch with 'Failed to connect' for its row", () => {
    const request = { namespace: 'eip155', connectorId: 'eip155:beta' };
    expect(connectionRequestsLoadFailed(offline, switchRequested(request))).toEqual(
      switchFailed({
        ...request,
        error: {
          name: 'WalletConnectionError',
          code: 'CONNECT_FAILED',
          message: 'Failed to connect',
        },
      }),
    );
  });

  it("fails a named disconnect (kit.disconnect) with 'Failed to disconnect' as its outcome", () => {
    const request = { namespace: 'eip155', connectorId: 'eip155:alpha' };
    expect(connectionRequestsLoadFailed(offline, disconnectRequested(request))).toEqual(
      disconnectFailed({
        ...request,
        error: { name: 'KitError', code: 'DISCONNECT_FAILED', message: 'Failed to disconnect' },
      }),
    );
  });

  it.each([
    ['a namespace only', disconnectRequested({ namespace: 'eip155' })],
    ['nothing', disconnectRequested()],
  ])(
    "tells the visitor 'Failed to disconnect' in a toast for a disconnect naming %s",
    (_what, request) => {
      expect(connectionRequestsLoadFailed(offline, request)).toEqual(
        toastRequested({ message: 'Failed to disconnect', variant: 'error' }),
      );
    },
  );

  it("ends a connect the modal's closing cancelled with 'Modal closed', and keeps the other requests", () => {
    expect(connectionRequestCancelled(connectRequested({ connectorId: 'eip155:alpha' }))).toEqual(
      connectFailed({
        connectorId: 'eip155:alpha',
        error: { name: 'WalletConnectionError', code: 'MODAL_CLOSED', message: 'Modal closed' },
      }),
    );
    expect(
      connectionRequestCancelled(disconnectRequested({ namespace: 'eip155' })),
    ).toBeUndefined();
    expect(
      connectionRequestCancelled(switchRequested({ namespace: 'eip155', connectorId: 'eip155:b' })),
    ).toBeUndefined();
  });
});
