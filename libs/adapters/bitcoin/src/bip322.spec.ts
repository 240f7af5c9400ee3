import { networks } from 'bitcoinjs-lib';
import { bip322MessageHash, bip322ToSign, bip322ToSpend, verifyBip322Signature } from './bip322';
import { address as addressCodec } from 'bitcoinjs-lib';

// Test vectors of BIP-322 itself (github.com/bitcoin/bips/blob/master/bip-0322.mediawiki).
const ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';
const SIGNATURE_EMPTY =
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=';
const SIGNATURE_HELLO =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('BIP-322 simple signatures', () => {
  it('hashes messages with the BIP0322-signed-message tag', () => {
    expect(hex(bip322MessageHash(''))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    );
    expect(hex(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    );
  });

  it('builds the virtual transactions of the vectors', () => {
    const outputScript = addressCodec.toOutputScript(ADDRESS, networks.bitcoin);
    const empty = bip322ToSpend(outputScript, '');
    expect(empty.getId()).toBe('c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7');
    expect(bip322ToSign(empty).getId()).toBe(
      '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    );
    const hello = bip322ToSpend(outputScript, 'Hello World');
    expect(hello.getId()).toBe('b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b');
    expect(bip322ToSign(hello).getId()).toBe(
      '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    );
  });

  it('verifies the P2WPKH vectors and refuses them for another message or address', () => {
    const verify = (message: string, signature: string, address = ADDRESS) =>
      verifyBip322Signature({ address, message, signature, network: networks.bitcoin });
    expect(verify('', SIGNATURE_EMPTY)).toBe(true);
    expect(verify('Hello World', SIGNATURE_HELLO)).toBe(true);
    expect(verify('Hello World', SIGNATURE_EMPTY)).toBe(false);
    expect(verify('', SIGNATURE_HELLO)).toBe(false);
    expect(
      verify('Hello World', SIGNATURE_HELLO, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'),
    ).toBe(false);
  });

  it('answers false, never throws, for malformed input', () => {
    const verify = (address: string, signature: string) =>
      verifyBip322Signature({ address, message: 'x', signature, network: networks.bitcoin });
    expect(verify(ADDRESS, 'not base64!')).toBe(false);
    expect(verify(ADDRESS, '')).toBe(false);
    expect(verify(ADDRESS, SIGNATURE_HELLO.slice(0, 40))).toBe(false);
    expect(verify('not an address', SIGNATURE_HELLO)).toBe(false);
    // A regtest address checked against mainnet parameters.
    expect(verify('bcrt1qhzmpeam4fr7wcftrztutggx4ed7ekxx79skf7l', SIGNATURE_HELLO)).toBe(false);
  });
});
