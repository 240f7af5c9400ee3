import { Text } from '@kit/ui';

/**
 * The vendor branding line under every view; KitModal shows it while the reownBranding feature is
 * on (spec §3 names the flag and nothing more, so off hides the line). Plain text: it adds no stop
 * to the dialog's Tab order.
 */
export function BrandingFooter() {
  return (
    <Text as="p" variant="small" tone="muted" align="center" className="kit-branding">
      UX by Kit
    </Text>
  );
}
