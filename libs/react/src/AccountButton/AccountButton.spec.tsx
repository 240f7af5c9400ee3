import { deferred } from '@kit/connection/src/scripted-adapter.spec-helper';
import type { AdapterBalance } from '@kit/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { KitProvider } from '../KitProvider/KitProvider';
import { createTestKit, destroyTestKits } from '../testing/react-harness.spec-helper';
import { AccountButton } from './AccountButton';

afterEach(destroyTestKits);

describe('AccountButton', () => {
  it('renders nothing while disconnected', () => {
    const { kit } = createTestKit();
    render(
      <KitProvider kit={kit}>
        <AccountButton />
      </KitProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows '0.000' then the floored balance with the truncated address, and opens Account", async () => {
    const { kit, adapter } = createTestKit();
    const balance = deferred<AdapterBalance>();
    adapter.onGetBalance = () => balance.promise;
    render(
      <KitProvider kit={kit}>
        <AccountButton />
      </KitProvider>,
    );
    await act(async () => {
      await kit.connect({ connectorId: 'eip155:alpha' });
    });
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('0.000 0xf39F…2266');
    await act(async () =>
      balance.resolve({ value: '1234567000000000000', decimals: 18, symbol: 'ETH' }),
    );
    expect(button.textContent).toBe('1.234 ETH 0xf39F…2266');
    expect(button.getAttribute('aria-label')).toBe(
      'Account 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266, balance 1.234 ETH',
    );
    fireEvent.click(button);
    await act(async () => undefined);
    expect(kit.getState().modal.view).toBe('Account');
  });
});
