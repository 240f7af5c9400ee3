import {
  arbitrum,
  aurora,
  avalanche,
  base,
  bitcoin,
  bitcoinRegtest,
  bitcoinTestnet,
  bsc,
  fantom,
  gnosis,
  kaia,
  kitDevnet,
  kitDevnet2,
  kusama,
  mainnet,
  optimism,
  polkadot,
  polkadotLocal,
  polygon,
  sepolia,
  solana,
  solanaDevnet,
  solanaLocal,
  solanaTestnet,
  zksync,
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

const FAMILIES: Record<WalletFamily, FamilyChains> = {
  evm: {
    main: mainnet,
    others: [
      arbitrum,
      optimism,
      zksync,
      base,
      bsc,
      polygon,
      gnosis,
      avalanche,
      fantom,
      kaia,
      aurora,
      sepolia,
    ],
    local: [kitDevnet, kitDevnet2],
  },
  solana: { main: solana, others: [solanaDevnet, solanaTestnet], local: [solanaLocal] },
  bitcoin: { main: bitcoin, others: [bitcoinTestnet], local: [bitcoinRegtest] },
  polkadot: { main: polkadot, others: [kusama], local: [polkadotLocal] },
};

/** CAIP-2 ids for the families: every chain, or (with a random source) a seeded subset. */
export function chainsFor(families: readonly WalletFamily[], random?: Random): string[] {
  return families.flatMap((family) => {
    const { main, others, local } = FAMILIES[family];
    const chosen = random ? others.filter(() => chance(random, 0.5)) : others;
    return [main, ...chosen, ...local].map((network) => network.caipNetworkId);
  });
}
