import { ed25519 } from '@noble/curves/ed25519';
import { bytesToHex } from '@noble/hashes/utils';
import { BUILT_IN_NAMESPACE_PROFILES, NamespaceProfileRegistry } from '@kit/core';
import { createSiwxMessage, verifySiwxMessage } from '@kit/core/siwx';
import { createToyWallet } from '../wallet/toy-wallet';
import { TOY_PROFILE } from './toy-profile';

const profiles = new NamespaceProfileRegistry([...BUILT_IN_NAMESPACE_PROFILES, TOY_PROFILE]);
const wallet = createToyWallet(bytesToHex(ed25519.utils.randomPrivateKey()));
const stranger = createToyWallet(bytesToHex(ed25519.utils.randomPrivateKey()));
beforeAll(() => Promise.all([wallet.connect(), stranger.connect()]));

const signIn = (accountAddress: string) =>
  createSiwxMessage(
    {
      accountAddress,
      chainId: 'toy:devnet',
      domain: 'dapp.example',
      uri: 'https://dapp.example/',
      version: '1',
      nonce: 'n0nce5678',
      issuedAt: new Date().toISOString(),
      statement: 'Sign in to the toy dApp.',
    },
    profiles,
  );

describe('the toy namespace profile', () => {
  it('writes a CAIP-122 sign-in message naming the Toy account and the devnet', () => {
    const lines = signIn(wallet.address.toUpperCase().replace('TOY1', 'toy1')).split('\n');
    expect(lines.slice(0, 2)).toEqual([
      'dapp.example wants you to sign in with your Toy account:',
      wallet.address,
    ]);
    expect(lines.at(-1)).toBe('Chain ID: devnet');
  });

  it("verifies the Toy Wallet's signature of it, and no one else's", async () => {
    const message = signIn(wallet.address);
    const signature = await wallet.signMessage(message);
    await expect(verifySiwxMessage({ message, signature, profiles })).resolves.toBe(true);
    const forged = await stranger.signMessage(message);
    await expect(verifySiwxMessage({ message, signature: forged, profiles })).resolves.toBe(false);
  });

  it('checks addresses for the Send form, in any case', () => {
    expect(TOY_PROFILE.address.isValid(wallet.address.toUpperCase().replace('TOY1', 'toy1'))).toBe(
      true,
    );
    expect(TOY_PROFILE.address.isValid('toy1abc')).toBe(false);
    expect(TOY_PROFILE.address.isValid('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false);
  });
});
