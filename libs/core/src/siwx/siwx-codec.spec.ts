import { builtInProfiles } from '../networks/built-in-profiles';
import { siwxCodec } from './siwx-codec';
import { SiwxMessageError } from './siwx-error';
import type { SiwxField, SiwxMessageData } from './siwx-types';

// Made in each test, not at module load: a mutant of siwxCodec is then run by these tests.
const codec = {
  createMessage: (data: SiwxMessageData) => siwxCodec(builtInProfiles).createMessage(data),
  parseMessage: (message: string) => siwxCodec(builtInProfiles).parseMessage(message),
};

const MINIMAL: SiwxMessageData = {
  accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  chainId: 'eip155:1',
  domain: 'example.com',
  uri: 'https://example.com',
  version: '1',
  nonce: '12345678',
  issuedAt: '2021-09-30T16:25:24Z',
};

const WITH_RESOURCES: SiwxMessageData = { ...MINIMAL, resources: ['urn:kit:a', 'urn:kit:b'] };

function faultOf(run: () => unknown): SiwxField | 'none' {
  try {
    run();
    return 'none';
  } catch (error) {
    if (error instanceof SiwxMessageError) return error.field;
    throw error;
  }
}

describe('siwxCodec', () => {
  it('reads back exactly the fields written: no optional field appears, not even as undefined', () => {
    const parsed = codec.parseMessage(codec.createMessage(MINIMAL));
    expect(parsed).toStrictEqual(MINIMAL);
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(MINIMAL).sort());
  });

  it('refuses a message that ends after the address and its blank line', () => {
    const lines = codec.createMessage(MINIMAL).split('\n');
    expect(faultOf(() => codec.parseMessage(lines.slice(0, 3).join('\n')))).toBe('message');
    expect(faultOf(() => codec.parseMessage(lines.slice(0, 1).join('\n')))).toBe('message');
  });

  it('names resources for a stray Resources line or resource item after the last field', () => {
    const withResources = codec.createMessage(WITH_RESOURCES);
    expect(faultOf(() => codec.parseMessage(`${withResources}\nResources:`))).toBe('resources');
    const minimal = codec.createMessage(MINIMAL);
    expect(faultOf(() => codec.parseMessage(`${minimal}\n- urn:kit:late`))).toBe('resources');
    expect(faultOf(() => codec.parseMessage(`${minimal}\nNonce: 87654321`))).toBe('nonce');
  });

  it('refuses data that is not an object as the message, and a chain id that is not text as chainId', () => {
    expect(faultOf(() => codec.createMessage(null as never))).toBe('message');
    expect(faultOf(() => codec.createMessage('x' as never))).toBe('message');
    expect(faultOf(() => codec.createMessage({ ...MINIMAL, chainId: 1 as never }))).toBe('chainId');
    expect(faultOf(() => codec.createMessage({ ...MINIMAL, chainId: 'eip155' as never }))).toBe(
      'chainId',
    );
  });
});
