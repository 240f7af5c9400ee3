import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga } from 'redux-saga';
import { createMemoryBackend, mainnet, type KitLogger } from '@kit/core';
import { switchLoginNeeded } from '@kit/connection';
import {
  ScriptedAdapter,
  connector,
  flushSagas,
} from '@kit/connection/src/scripted-adapter.spec-helper';
import { socialRequested } from '@kit/embedded';
import { pushed } from '@kit/modal';
import { createKit, type Kit } from '../create-kit';
import { startSwitchLogin } from './switch-flow.saga';

// Switching to an ended connection runs the login it was made with (spec §4): the social popup
// (asked within the visitor's click), WalletConnect's pairing view, e-mail or the wallet itself.
// The navigation rows (ProfileWallets after the login) are in flow.saga.spec.ts.

const silentLogger: KitLogger = { warn: jest.fn(), error: jest.fn() };
const kits: Kit[] = [];
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()));
});

function startKit(): Kit {
  const adapter = new ScriptedAdapter({
    connectors: [
      connector('eip155', 'alpha', 'Alpha Wallet'),
      connector('eip155', 'auth', 'Email & socials', { type: 'AUTH' }),
      connector('eip155', 'walletConnect', 'WalletConnect', { type: 'WALLET_CONNECT' }),
    ],
  });
  const kit = createKit({
    networks: [mainnet],
    adapters: [adapter],
    storage: createMemoryBackend(),
    logger: silentLogger,
  });
  kits.push(kit);
  return kit;
}

/** What startSwitchLogin puts for `action`, run against the kit's real state. */
async function putsFor(kit: Kit, action: ReturnType<typeof switchLoginNeeded>) {
  const put: UnknownAction[] = [];
  await runSaga(
    { dispatch: (a: UnknownAction) => put.push(a), getState: () => kit.getState() },
    startSwitchLogin,
    new Set<string>(),
    action,
  ).toPromise();
  return put;
}

describe('the switch flow: logging in again to an ended connection (spec §4)', () => {
  it('asks for the social login the connection was made with, at once', async () => {
    const kit = startKit();
    await flushSagas();
    const action = switchLoginNeeded({
      namespace: 'eip155',
      connectorId: 'eip155:auth',
      authName: 'github',
    });
    expect(await putsFor(kit, action)).toEqual([socialRequested({ provider: 'github' })]);
  });

  it("shows WalletConnect's pairing view for a WalletConnect connection, back to ProfileWallets after", async () => {
    const kit = startKit();
    await flushSagas();
    const action = switchLoginNeeded({ namespace: 'eip155', connectorId: 'eip155:walletConnect' });
    expect(await putsFor(kit, action)).toEqual([
      pushed('ConnectingWalletConnect', {
        wallet: { id: 'eip155:walletConnect', name: 'WalletConnect' },
        connectorId: 'eip155:walletConnect',
        redirectView: 'ProfileWallets',
      }),
    ]);
  });
});
