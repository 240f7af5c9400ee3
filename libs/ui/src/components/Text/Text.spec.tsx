import { render, screen } from '@testing-library/react';
import { Text } from './Text';

describe('Text', () => {
  it('renders the requested element with variant and tone for the stylesheet', () => {
    render(
      <Text as="h2" variant="title" tone="muted" truncate>
        Connect wallet
      </Text>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Connect wallet' });
    expect(heading.dataset).toMatchObject({ variant: 'title', tone: 'muted', truncate: 'true' });
  });

  it('is a span with the body variant by default', () => {
    render(<Text>0x12…34</Text>);
    const text = screen.getByText('0x12…34');
    expect(text.tagName).toBe('SPAN');
    expect(text.dataset.variant).toBe('body');
    expect(text.dataset.tone).toBeUndefined();
  });
});
