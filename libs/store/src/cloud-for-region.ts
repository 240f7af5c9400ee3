import { isRestrictedTimezone, type KitEnvironment } from '@kit/core';
import type { CloudServiceUrls } from '@kit/api';

/**
 * The cloud hosts this visitor's Kit talks to: `restrictedRegionCloud` when the visitor's time zone
 * is one of spec §5's restricted ones (mainland China, Hong Kong, Macau), since the vendor serves
 * those regions from other hosts; `cloud` otherwise, or when no such hosts are given.
 */
export function cloudForRegion(
  cloud: CloudServiceUrls | undefined,
  restrictedRegionCloud: CloudServiceUrls | undefined,
  environment: KitEnvironment,
): CloudServiceUrls | undefined {
  return restrictedRegionCloud !== undefined && isRestrictedTimezone(environment.timezone)
    ? restrictedRegionCloud
    : cloud;
}
