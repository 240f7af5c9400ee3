import { DEFAULT_FEATURES, type KitFeatures } from '@kit/core';
import type { PlaygroundPolkadotNode } from './devnet';

/** The theme modes the playground can show. */
export type PlaygroundTheme = 'light' | 'dark' | 'system';

/** Everything the playground lets a developer switch, read from the page's query string. */
export interface PlaygroundFlags {
  theme: PlaygroundTheme;
  /** Use apps/cloud (wallet list, remote config, analytics); off shows discovered wallets only. */
  cloud: boolean;
  /** Restore the last connection on load. */
  reconnect: boolean;
  /** Add the Solana adapter and the local Solana chain (when the start script runs it). */
  solana: boolean;
  /** Force the mobile bottom sheet (true), the card (false) or detect (undefined). */
  mobile: boolean | undefined;
  /** Local feature flags; remote ones from apps/cloud still override them. */
  features: Partial<KitFeatures>;
  /** Add bitcoin regtest and the bip122 adapter (`?bitcoin=on`); off by default. */
  bitcoin: boolean;
  /** Sign in with X: off, sessions in this browser (`local`) or verified by apps/cloud (`cloud`). */
  siwx: PlaygroundSiwx;
  /** Sign-in is required (`siwxRequired=on`): the sign view cannot be closed until signed. */
  siwxRequired: boolean;
  /** Add the polkadot adapter and a local chopsticks chain (`?polkadot=on`); off by default. */
  polkadot: boolean;
  /**
   * A chopsticks chain the start script did not run (`polkadotRpc=ws://…&polkadotGenesis=0x…`),
   * used instead of the start script's; both must be well-formed or it is ignored.
   */
  polkadotNode: PlaygroundPolkadotNode | undefined;
  /**
   * Also list Sepolia (`?sepolia=on`), a network the local secure site does not run: switching
   * the embedded wallet there fails with 'Chain 11155111 is not configured'. Off by default.
   */
  sepolia: boolean;
}

/** Where the playground's sign-in sessions live. */
export type PlaygroundSiwx = 'off' | 'local' | 'cloud';

/** The boolean feature flags a checkbox can switch (socials is a list, set remotely). */
export const SWITCHABLE_FEATURES = (
  Object.keys(DEFAULT_FEATURES) as Array<keyof KitFeatures>
).filter((name) => typeof DEFAULT_FEATURES[name] === 'boolean');

/** Reads the flags from a query string such as `?theme=dark&legalCheckbox=on&cloud=off`. */
export function readFlags(search: string): PlaygroundFlags {
  const params = new URLSearchParams(search);
  const onOff = (name: string): boolean | undefined =>
    params.get(name) === 'on' ? true : params.get(name) === 'off' ? false : undefined;
  const theme = params.get('theme');
  const features: Partial<KitFeatures> = {};
  for (const name of SWITCHABLE_FEATURES) {
    const value = onOff(name);
    if (value !== undefined) (features as Record<string, boolean>)[name] = value;
  }
  return {
    theme: theme === 'dark' || theme === 'system' ? theme : 'light',
    cloud: onOff('cloud') ?? true,
    reconnect: onOff('reconnect') ?? true,
    solana: onOff('solana') ?? true,
    mobile: onOff('mobile'),
    features,
    bitcoin: onOff('bitcoin') ?? false,
    siwx: siwxOf(params.get('siwx'), onOff('siwxRequired')),
    siwxRequired: onOff('siwxRequired') ?? false,
    polkadot: onOff('polkadot') ?? false,
    polkadotNode: polkadotNodeOf(params.get('polkadotRpc'), params.get('polkadotGenesis')),
    sepolia: onOff('sepolia') ?? false,
  };
}

/** A ws(s) node url and a full genesis hash, or undefined unless both are well-formed. */
function polkadotNodeOf(
  wsUrl: string | null,
  genesisHash: string | null,
): PlaygroundPolkadotNode | undefined {
  if (!wsUrl || !genesisHash || !/^0x[0-9a-fA-F]{64}$/.test(genesisHash)) return undefined;
  try {
    const { protocol } = new URL(wsUrl);
    return protocol === 'ws:' || protocol === 'wss:' ? { wsUrl, genesisHash } : undefined;
  } catch {
    return undefined;
  }
}

/** `siwx=local|cloud`; `siwxRequired=on` alone turns sign-in on, verified by apps/cloud. */
function siwxOf(value: string | null, required: boolean | undefined): PlaygroundSiwx {
  if (value === 'local' || value === 'cloud' || value === 'off') return value;
  return required ? 'cloud' : 'off';
}

/** The query string that sets `name` to `value` on top of the current one. */
export function withFlag(search: string, name: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `?${params.toString()}`;
}
