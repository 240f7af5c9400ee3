import { Wallet } from 'ethers';

/** Anvil's first two well-known dev accounts (public test keys; never hold real funds). */
export const ANVIL_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const;

/** Wallets of the anvil dev keys, for real personal_sign signatures in tests. */
export const devWallet = (index: 0 | 1): Wallet => new Wallet(ANVIL_KEYS[index]);
