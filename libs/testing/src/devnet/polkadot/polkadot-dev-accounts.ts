// Substrate's well-known dev accounts (//Alice, //Bob…): keys everyone knows, for tests only.
import { polkadotRpc } from './polkadot-rpc';

/** A dev account: its secret URI, sr25519 public key and generic-Substrate (42) address. */
export interface PolkadotDevAccount {
  /** '//Alice', '//Bob'…: what a keyring or the test wallet derives the key pair from. */
  uri: string;
  name: string;
  address: string;
  /** 0x-prefixed 32-byte public key. */
  publicKey: string;
}

/** The dev account names, in Substrate's order. */
export const POLKADOT_DEV_NAMES = ['Alice', 'Bob', 'Charlie', 'Dave', 'Eve', 'Ferdie'] as const;

/** The first `count` dev accounts (at most six). */
export async function polkadotDevAccounts(count: number): Promise<PolkadotDevAccount[]> {
  const [{ Keyring }, { cryptoWaitReady }, { u8aToHex }] = await Promise.all([
    import('@polkadot/keyring'),
    import('@polkadot/util-crypto'),
    import('@polkadot/util'),
  ]);
  await cryptoWaitReady();
  const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 });
  return POLKADOT_DEV_NAMES.slice(0, count).map((name) => {
    const pair = keyring.addFromUri(`//${name}`, { name });
    return { uri: `//${name}`, name, address: pair.address, publicKey: u8aToHex(pair.publicKey) };
  });
}

/**
 * Sets the free balance of each address through chopsticks' dev_setStorage (System.Account), with
 * one provider reference so the account exists. Overwrites whatever the account held.
 */
export async function fundPolkadotAccounts(
  httpUrl: string,
  addresses: readonly string[],
  free: string,
): Promise<void> {
  const entries = addresses.map((address) => [[address], { providers: 1, data: { free } }]);
  await polkadotRpc(httpUrl, 'dev_setStorage', [{ System: { Account: entries } }]);
}
