import type { SocialProvider } from '@kit/core';
import { BrandIcon, Button } from '@kit/ui';
import { useEffect, useRef, useState } from 'react';

/** The providers' names as the spec writes them (§1). */
export const SOCIAL_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
};

/**
 * How many square buttons the row under the first provider holds, "more" included: five 44 px
 * squares and their gaps fit the narrowest card (320 px screen, 272 px of content).
 */
export const SOCIAL_ROW_SLOTS = 5;

const label = (provider: SocialProvider): string => `Continue with ${SOCIAL_NAMES[provider]}`;

/** Props of SocialLogins. */
export interface SocialLoginsProps {
  providers: readonly SocialProvider[];
  onChoose: (provider: SocialProvider) => void;
}

/**
 * The social logins laid out as AppKit does: the first provider full width with its mark and
 * "Continue with <Provider>", the others as square buttons named the same way, and when they do
 * not fit in one row a "more" button that opens the full list in place (every provider full
 * width) and moves focus to the first one it revealed.
 */
export function SocialLogins({ providers, onChoose }: SocialLoginsProps) {
  const [expanded, setExpanded] = useState(false);
  const revealed = useRef<HTMLButtonElement>(null);
  const [first, ...rest] = providers;
  const overflows = rest.length > SOCIAL_ROW_SLOTS;
  const inRow = overflows ? rest.slice(0, SOCIAL_ROW_SLOTS - 1) : rest;
  const firstHidden = overflows ? rest[SOCIAL_ROW_SLOTS - 1] : undefined;

  useEffect(() => {
    if (expanded) revealed.current?.focus();
  }, [expanded]);

  if (first === undefined) return null;
  const wide = (provider: SocialProvider) => (
    <li key={provider}>
      <Button
        variant="secondary"
        fullWidth
        className="kit-social-wide"
        leadingIcon={<BrandIcon brand={provider} size={24} />}
        ref={provider === firstHidden ? revealed : undefined}
        onClick={() => onChoose(provider)}
      >
        {label(provider)}
      </Button>
    </li>
  );
  return (
    <div className="kit-socials">
      <ul className="kit-social-list" aria-label="Social login">
        {wide(first)}
        {expanded && rest.map(wide)}
      </ul>
      {!expanded && rest.length > 0 && (
        <ul className="kit-social-row" aria-label="More social logins">
          {inRow.map((provider) => (
            <li key={provider}>
              <Button
                variant="secondary"
                className="kit-social-icon"
                aria-label={label(provider)}
                title={SOCIAL_NAMES[provider]}
                onClick={() => onChoose(provider)}
              >
                <BrandIcon brand={provider} size={24} />
              </Button>
            </li>
          ))}
          {overflows && (
            <li>
              <Button
                variant="secondary"
                className="kit-social-icon"
                aria-label="All social logins"
                aria-expanded={false}
                title="All social logins"
                onClick={() => setExpanded(true)}
              >
                <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    d="M6 12h.01M12 12h.01M18 12h.01"
                    stroke="currentColor"
                    strokeWidth="3"
                    strokeLinecap="round"
                  />
                </svg>
              </Button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
