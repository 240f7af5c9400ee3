import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, type TabItem } from './Tabs';

const ITEMS: TabItem[] = [
  { value: 'tokens', label: 'Tokens', content: <p>Token list</p> },
  { value: 'nfts', label: 'NFTs', content: <p>NFT list</p>, disabled: true },
  { value: 'activity', label: 'Activity', content: <p>Activity list</p> },
  { value: 'settings', label: 'Settings', content: <p>Settings list</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('links tabs and panels and shows only the selected panel', () => {
    render(<Tabs aria-label="Account" items={ITEMS} />);
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeDefined();
    expect(tab('Tokens').getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Tokens' });
    expect(tab('Tokens').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Token list');
    expect(screen.queryByText('Activity list')).toBeNull();
  });

  it('has one tab stop: only the selected tab is in the tab order', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">before</button>
        <Tabs aria-label="Account" items={ITEMS} defaultValue="activity" />
      </>,
    );
    expect(ITEMS.map((item) => tab(item.label as string).tabIndex)).toEqual([-1, -1, 0, -1]);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(document.activeElement).toBe(tab('Activity'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('moves focus and selection with the arrow keys, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    render(<Tabs aria-label="Account" items={ITEMS} onValueChange={onValueChange} />);
    await user.click(tab('Tokens'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Activity'));
    expect(tab('Activity').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Activity list');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tab('Tokens'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Settings'));
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([
      'activity',
      'settings',
      'tokens',
      'settings',
    ]);
  });

  it('jumps to the first and last enabled tab with Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs aria-label="Account" items={ITEMS} defaultValue="activity" />);
    await user.click(tab('Activity'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Settings'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Tokens'));
    expect(tab('Tokens').getAttribute('aria-selected')).toBe('true');
  });

  it('mirrors the arrow keys right-to-left', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Tabs aria-label="Account" items={ITEMS} />
      </div>,
    );
    await user.click(tab('Tokens'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Activity'));
  });

  it('follows a controlled value and reports clicks', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('settings');
      return <Tabs aria-label="Account" items={ITEMS} value={value} onValueChange={setValue} />;
    }
    render(<Controlled />);
    expect(tab('Settings').getAttribute('aria-selected')).toBe('true');
    await user.click(tab('Tokens'));
    expect(tab('Tokens').getAttribute('aria-selected')).toBe('true');
  });

  it('works as a plain switcher without panels', () => {
    render(
      <Tabs
        aria-label="Network"
        items={[
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]}
      />,
    );
    expect(tab('A').hasAttribute('aria-controls')).toBe(false);
    expect(screen.queryByRole('tabpanel')).toBeNull();
  });
});
