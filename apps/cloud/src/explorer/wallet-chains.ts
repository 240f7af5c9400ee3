import {
  BITCOIN_NETWORKS,
  bitcoin,
  bitcoinRegtest,
  EVM_NETWORKS,
  kitDevnet,
  kitDevnet2,
  mainnet,
  POLKADOT_NETWORKS,
  polkadot,
  polkadotLocal,
  SOLANA_NETWORKS,
  solana,
  solanaLocal,
  type KitNetwork,
} from '@kit/core';
import { chance, type Random } from './seeded-random';

/** The chain families a catalogue wallet can support. */
export type WalletFamily = 'evm' | 'solana' | 'bitcoin' | 'polkadot';

interface FamilyChains {
  /** Always listed when the wallet supports the family. */
  main: KitNetwork;
  /** Each listed with even odds (all of them for well-known wallets). */
  others: readonly KitNetwork[];
  /**
   * Always listed: the local devnets. The real explorer does not know them, but the playground
   * filters the list by its networks, and an empty AllWallets view would help nobody.
   */
  local: readonly KitNetwork[];
}

/** A family from core's catalogue list: `main` and `local` as named, `others` the rest in order. */
function familyOf(
  catalogue: readonly KitNetwork[],
  main: KitNetwork,
  local: readonly KitNetwork[],
): FamilyChains {
  return {
    main,
    others: catalogue.filter((network) => network !== main && !local.includes(network)),
    local,
  };
}

const FAMILIES: Record<WalletFamily, FamilyChains> = {
  evm: familyOf(EVM_NETWORKS, mainnet, [kitDevnet, kitDevnet2]),
  solana: familyOf(SOLANA_NETWORKS, solana, [solanaLocal]),
  bitcoin: familyOf(BITCOIN_NETWORKS, bitcoin, [bitcoinRegtest]),
  polkadot: familyOf(POLKADOT_NETWORKS, polkadot, [polkadotLocal]),
};

/** CAIP-2 ids for the families: every chain, or (with a random source) a seeded subset. */
export function chainsFor(families: readonly WalletFamily[], random?: Random): string[] {
  return families.flatMap((family) => {
    const { main, others, local } = FAMILIES[family];
    const chosen = random ? others.filter(() => chance(random, 0.5)) : others;
    return [main, ...chosen, ...local].map((network) => network.caipNetworkId);
  });
}
