import type { SiwxConfig } from './siwx-config';
import type { SiwxConfigBaseOptions } from './siwx-config-base';

/**
 * getRequired and signOutOnDisconnect from a config's options. Apart from siwx-config-base.ts:
 * the cloud config's stand-in, in the first load, knows its flags without its working part.
 */
export function siwxConfigFlags(
  options: Pick<SiwxConfigBaseOptions, 'required' | 'signOutOnDisconnect'>,
): Pick<SiwxConfig, 'getRequired' | 'signOutOnDisconnect'> {
  return {
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
  };
}
