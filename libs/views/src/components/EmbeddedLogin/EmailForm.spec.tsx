import { render, screen } from '@testing-library/react';
import { EmailForm } from './EmailForm';

describe('EmailForm', () => {
  it('offers the recent e-mails as suggestions of the e-mail field, newest first', () => {
    render(
      <EmailForm
        busy={false}
        submitLabel="Continue with email"
        suggestions={['c@d.co', 'a@b.co']}
        onSubmit={() => undefined}
      />,
    );
    const field = screen.getByLabelText('Email');
    // The field's `list` names the datalist holding the suggestions.
    const list = document.getElementById(field.getAttribute('list')!);
    expect(list?.tagName).toBe('DATALIST');
    expect([...list!.querySelectorAll('option')].map((option) => option.value)).toEqual([
      'c@d.co',
      'a@b.co',
    ]);
  });

  it('offers nothing without recent e-mails', () => {
    const { container } = render(
      <EmailForm busy={false} submitLabel="Continue with email" onSubmit={() => undefined} />,
    );
    expect(screen.getByLabelText('Email').hasAttribute('list')).toBe(false);
    expect(container.querySelector('datalist')).toBeNull();
  });
});
