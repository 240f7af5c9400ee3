import type { SocialProvider } from '@kit/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SocialLogins } from './SocialLogins';

const ALL: SocialProvider[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
];

function renderSocials(providers: SocialProvider[]) {
  const chosen: SocialProvider[] = [];
  const view = render(
    <SocialLogins providers={providers} onChoose={(provider) => chosen.push(provider)} />,
  );
  return { chosen, ...view };
}

describe('SocialLogins', () => {
  it('shows the first provider full width with its label, and the next four as named icon buttons before "more"', () => {
    const { container } = renderSocials(ALL);
    const wide = within(screen.getByRole('list', { name: 'Social login' })).getAllByRole('button');
    expect(wide.map((button) => button.textContent)).toEqual(['Continue with Google']);
    expect(wide[0]?.querySelector('svg[data-brand="google"]')).not.toBeNull();
    const row = within(screen.getByRole('list', { name: 'More social logins' })).getAllByRole(
      'button',
    );
    expect(row.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
      'Continue with GitHub',
      'All social logins',
    ]);
    // Icon buttons carry no visible text: their names are the labels above.
    expect(row.slice(0, 4).every((button) => button.textContent === '')).toBe(true);
    expect(container.querySelectorAll('svg[data-brand]')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull();
  });

  it('opens the full list in place from "more", every provider full width, focus on the first revealed', () => {
    renderSocials(ALL);
    fireEvent.click(screen.getByRole('button', { name: 'All social logins' }));
    const wide = within(screen.getByRole('list', { name: 'Social login' })).getAllByRole('button');
    expect(wide.map((button) => button.textContent)).toEqual(
      ['Google', 'X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook'].map(
        (name) => `Continue with ${name}`,
      ),
    );
    expect(screen.queryByRole('list', { name: 'More social logins' })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Continue with Apple' }),
    );
  });

  it('fits five others in the row without "more"', () => {
    renderSocials(['google', 'x', 'discord', 'farcaster', 'github', 'apple']);
    const row = within(screen.getByRole('list', { name: 'More social logins' })).getAllByRole(
      'button',
    );
    expect(row).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'All social logins' })).toBeNull();
  });

  it('shows a single provider alone, full width', () => {
    renderSocials(['github']);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Continue with GitHub',
    ]);
    expect(screen.queryByRole('list', { name: 'More social logins' })).toBeNull();
  });

  it('reports the provider chosen, from the wide button, an icon button or the full list', () => {
    const { chosen } = renderSocials(ALL);
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Discord' }));
    fireEvent.click(screen.getByRole('button', { name: 'All social logins' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(chosen).toEqual(['google', 'discord', 'facebook']);
  });
});
