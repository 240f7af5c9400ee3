import { act, fireEvent, render, screen } from '@testing-library/react';
import { AccountButton } from '../AccountButton/AccountButton';
import { ConnectButton } from '../ConnectButton/ConnectButton';
import { NetworkButton } from '../NetworkButton/NetworkButton';
import { createTestKit, destroyTestKits } from '../testing/react-harness.spec-helper';
import { KitProvider } from './KitProvider';

// The Account view's code is a chunk of its own (@kit/views/account-view): an open that lands on
// Account must fetch it beside the modal's, not after it (issue 22, click to list).
const loadAccountView = jest.fn(() => Promise.resolve({}));
jest.mock('@kit/views/account-view', () => ({ loadAccountView: () => loadAccountView() }));
// The modal's own code never arrives here, so every open in this file asks for it again (a
// loaded modal would fetch Account itself, through its view registry).
jest.mock('./modal-host', () => {
  throw new Error('offline');
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // The failed loads of the modal's code are reported on the console (KitProvider).
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  consoleError.mockRestore();
  loadAccountView.mockClear();
  await destroyTestKits();
});

async function connectedKit() {
  const testKit = createTestKit();
  await testKit.kit.connect({ connectorId: 'eip155:alpha' });
  return testKit;
}

describe("the Account view's code, fetched where an open will land on Account", () => {
  it("is fetched at the account button's hover, focus and press", async () => {
    const { kit } = await connectedKit();
    render(
      <KitProvider kit={kit}>
        <AccountButton />
      </KitProvider>,
    );
    const button = screen.getByRole('button');
    fireEvent.pointerEnter(button);
    expect(loadAccountView).toHaveBeenCalledTimes(1);
    fireEvent.focus(button);
    fireEvent.pointerDown(button);
    expect(loadAccountView).toHaveBeenCalledTimes(3);
  });

  it("is fetched at the Connect button's hover once it shows the account, and not before", async () => {
    const { kit } = createTestKit();
    render(
      <KitProvider kit={kit}>
        <ConnectButton />
      </KitProvider>,
    );
    fireEvent.pointerEnter(screen.getByRole('button'));
    expect(loadAccountView).not.toHaveBeenCalled();
    await act(async () => {
      await kit.connect({ connectorId: 'eip155:alpha' });
    });
    loadAccountView.mockClear();
    fireEvent.pointerEnter(screen.getByRole('button'));
    expect(loadAccountView).toHaveBeenCalledTimes(1);
  });

  it('is not fetched by the network button, which opens on Networks', async () => {
    const { kit } = await connectedKit();
    render(
      <KitProvider kit={kit}>
        <NetworkButton />
      </KitProvider>,
    );
    loadAccountView.mockClear();
    const button = screen.getByRole('button');
    fireEvent.pointerEnter(button);
    fireEvent.pointerDown(button);
    expect(loadAccountView).not.toHaveBeenCalled();
  });

  it("is fetched with the modal's code when an integrator opens the modal of a connected visitor", async () => {
    const { kit } = await connectedKit();
    render(<KitProvider kit={kit} />);
    loadAccountView.mockClear();
    await act(async () => kit.open());
    expect(loadAccountView).toHaveBeenCalledTimes(1);
  });

  it('is not fetched when an integrator opens the modal of a visitor with no wallet connected', async () => {
    const { kit } = createTestKit();
    render(<KitProvider kit={kit} />);
    await act(async () => kit.open());
    // The open did ask for the modal's code (and was closed again when it did not arrive).
    expect(consoleError).toHaveBeenCalledWith(
      'Kit: the modal could not be opened',
      expect.anything(),
    );
    expect(loadAccountView).not.toHaveBeenCalled();
  });
});
