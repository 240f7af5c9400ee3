import { render, screen } from '@testing-library/react';
import { SendReceiverProfile } from './SendReceiverProfile';

describe('SendReceiverProfile', () => {
  it("names the resolved receiver with the name's avatar", () => {
    const { container } = render(
      <SendReceiverProfile name="rita.kit.id" imageUrl="http://127.0.0.1:1/rita.png" />,
    );
    expect(screen.getByRole('status').textContent).toBe(' Sending to rita.kit.id');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('http://127.0.0.1:1/rita.png');
  });

  it('shows nothing for a receiver typed as an address', () => {
    const { container } = render(<SendReceiverProfile />);
    expect(container.innerHTML).toBe('');
  });
});
