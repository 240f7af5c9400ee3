import { sanitizeWebLink } from '@kit/core';
import { useId, type ReactNode } from 'react';

/** Props of LegalCheckbox. */
export interface LegalCheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The integrator's terms page; unsafe URLs are dropped. */
  termsConditionsUrl?: string | undefined;
  /** The integrator's privacy page; unsafe URLs are dropped. */
  privacyPolicyUrl?: string | undefined;
}

/**
 * The legalCheckbox feature's consent box: "I agree to the Terms of Service and Privacy Policy",
 * each a link to the integrator's page in a new tab. A native checkbox, so it is keyboard and
 * screen-reader operable as is.
 */
export function LegalCheckbox({
  checked,
  onCheckedChange,
  termsConditionsUrl,
  privacyPolicyUrl,
}: LegalCheckboxProps) {
  const id = useId();
  const terms = sanitizeWebLink(termsConditionsUrl);
  const privacy = sanitizeWebLink(privacyPolicyUrl);
  const link = (href: string | undefined, text: string): ReactNode =>
    href === undefined ? (
      text
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer" className="kit-link">
        {text}
      </a>
    );
  return (
    <div className="kit-legal">
      <input
        id={id}
        type="checkbox"
        className="kit-checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      />
      <label htmlFor={id} className="kit-legal-label">
        I agree to the {link(terms, 'Terms of Service')} and {link(privacy, 'Privacy Policy')}
      </label>
    </div>
  );
}
