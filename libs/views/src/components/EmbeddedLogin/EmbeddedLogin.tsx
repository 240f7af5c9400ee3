import { telegramSocialFilter } from '@kit/core';
import { selectEmbedded } from '@kit/embedded';
import { emailSubmitted, socialRequested } from '@kit/embedded';
import { selectFeatures } from '@kit/options';
import { Text } from '@kit/ui';
import { useKitDispatch, useKitSelector } from '../../store/kit-store-hooks';
import { EmailForm } from './EmailForm';
import { SocialLogins } from './SocialLogins';

/**
 * The embedded wallet's entry on Connect (and the body of EmailLogin): the e-mail field (email
 * feature) and the social providers (socials feature, less what the Telegram filter of spec §5
 * removes), laid out by SocialLogins. Without an embedded wallet: nothing, or `emptyText` when given.
 */
export function EmbeddedLogin({ emptyText }: { emptyText?: string }) {
  const dispatch = useKitDispatch();
  const embedded = useKitSelector(selectEmbedded);
  const features = useKitSelector(selectFeatures);
  const socials = features.socials ? telegramSocialFilter(features.socials, embedded.telegram) : [];
  if (embedded.step === 'unavailable' || (!features.email && socials.length === 0)) {
    // On Connect nothing; alone (EmailLogin) it says why, never a blank view.
    return emptyText === undefined ? null : (
      <Text as="p" variant="small" tone="muted" align="center">
        {emptyText}
      </Text>
    );
  }
  const emailError =
    embedded.purpose === 'login' && embedded.step === 'idle' ? embedded.error : undefined;
  return (
    <section className="kit-embedded-login" aria-label="Email and social login">
      {features.email && (
        <EmailForm
          busy={embedded.step === 'sendingCode'}
          error={emailError}
          submitLabel="Continue with email"
          suggestions={embedded.recentEmails}
          onSubmit={(email) => dispatch(emailSubmitted({ email }))}
        />
      )}
      {socials.length > 0 && (
        <SocialLogins
          providers={socials}
          onChoose={(provider) => dispatch(socialRequested({ provider }))}
        />
      )}
    </section>
  );
}
