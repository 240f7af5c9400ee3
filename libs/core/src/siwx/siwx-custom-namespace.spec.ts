import { ed25519 } from '@noble/curves/ed25519';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import { defineNamespaceProfile } from '../namespace/namespace-profile';
import { NamespaceProfileRegistry } from '../namespace/namespace-profile-registry';
import { BUILT_IN_NAMESPACE_PROFILES } from '../networks/built-in-profiles';
import { SiwxMessageError } from './siwx-error';
import { createSiwxMessage, parseSiwxMessage } from './siwx-message';
import type { SiwxMessageData } from './siwx-types';
import { verifySiwxMessage } from './siwx-verify';

// A namespace Kit does not ship: its accounts are `ed:` + a hex ed25519 public key.
const HEX_KEY = /^ed:[0-9a-f]{64}$/;
const edchain = defineNamespaceProfile({
  namespace: 'edchain',
  address: {
    isValid: (address) => HEX_KEY.test(address.toLowerCase()),
    canonical: (a) => a.toLowerCase(),
  },
  siwx: {
    accountName: 'Edchain',
    verify: ({ message, address, signature }) =>
      ed25519.verify(hexToBytes(signature), utf8ToBytes(message), hexToBytes(address.slice(3))),
  },
});

const secretKey = ed25519.utils.randomPrivateKey();
const address = `ed:${bytesToHex(ed25519.getPublicKey(secretKey))}`;
const data: SiwxMessageData = {
  accountAddress: address.toUpperCase().replace('ED:', 'ed:'),
  chainId: 'edchain:main',
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'n0nce1234',
  issuedAt: '2026-01-01T00:00:00Z',
  statement: 'Sign in to the app',
};
const profiles = new NamespaceProfileRegistry([...BUILT_IN_NAMESPACE_PROFILES, edchain]);

describe('sign-in with a namespace from a profile', () => {
  it('refuses a namespace no profile describes, naming the chainId', () => {
    expect(() => createSiwxMessage(data)).toThrow(SiwxMessageError);
    expect(() => createSiwxMessage(data)).toThrow('Invalid sign-in message: chainId');
  });

  it("writes a CAIP-122 message with the profile's name and canonical address, and reads it back", () => {
    const message = createSiwxMessage(data, profiles);
    expect(message.split('\n').slice(0, 2)).toEqual([
      'app.example.com wants you to sign in with your Edchain account:',
      address,
    ]);
    expect(message.split('\n').at(-1)).toBe('Chain ID: main');
    expect(parseSiwxMessage(message, profiles)).toEqual({ ...data, accountAddress: address });
  });

  it("verifies the signature with the profile's own verifier", async () => {
    const message = createSiwxMessage(data, profiles);
    const signature = bytesToHex(ed25519.sign(utf8ToBytes(message), secretKey));
    const now = new Date('2026-01-01T00:01:00Z');
    await expect(verifySiwxMessage({ message, signature, profiles, now })).resolves.toBe(true);
    await expect(
      verifySiwxMessage({
        message,
        signature,
        profiles,
        now,
        expected: { accountAddress: data.accountAddress },
      }),
    ).resolves.toBe(true);
    const other = bytesToHex(ed25519.sign(utf8ToBytes(`${message} `), secretKey));
    await expect(verifySiwxMessage({ message, signature: other, profiles, now })).resolves.toBe(
      false,
    );
  });
});
