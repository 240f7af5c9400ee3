import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from 'node:crypto';
import { CloudStartError } from './cloud-start-error';
import type { SecretKeys } from './secret-key';

const VERSION = 'v1';

function subkey(key: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `kit-cloud:${purpose}`, 32));
}

/** A short, non-secret name of a key, stored with each ciphertext so rotation knows which key to use. */
function keyId(key: Buffer): string {
  return createHash('sha256').update(subkey(key, 'key-id')).digest('hex').slice(0, 8);
}

/**
 * Encryption and keyed hashing with the cloud's secret key: AES-256-GCM for what must be read
 * back (identity seeds, the local mailbox), HMAC-SHA256 for what is only compared (one-time
 * codes). Each purpose gets its own HKDF subkey, and `context` (e.g. the row's id) is bound as
 * associated data, so a ciphertext moved to another row does not decrypt.
 */
export class SecretBox {
  readonly #current: { id: string; key: Buffer };
  readonly #byId: Map<string, Buffer>;
  readonly #macKey: Buffer;

  constructor(keys: SecretKeys) {
    const all = [keys.current, ...keys.previous];
    this.#byId = new Map(all.map((key) => [keyId(key), subkey(key, 'encryption')]));
    this.#current = { id: keyId(keys.current), key: subkey(keys.current, 'encryption') };
    this.#macKey = subkey(keys.current, 'mac');
  }

  /** `v1:<key id>:<iv>:<tag>:<ciphertext>` (base64url parts). */
  encrypt(plaintext: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#current.key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, this.#current.id, iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join(':');
  }

  /** The plaintext of `encrypt`'s output; a CloudStartError when it was made under an unknown key. */
  decrypt(sealed: string, context: string): string {
    const [version, id, iv, tag, body] = sealed.split(':');
    const key = id === undefined ? undefined : this.#byId.get(id);
    if (version !== VERSION || key === undefined || !iv || !tag || body === undefined) {
      throw new CloudStartError(
        'SECRET_KEY_UNKNOWN',
        'Stored data is encrypted under a key the cloud was not given (set KIT_CLOUD_PREVIOUS_SECRET_KEYS)',
      );
    }
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }

  /** True when `sealed` is under an older key (rotation re-encrypts it). */
  isStale(sealed: string): boolean {
    return sealed.split(':')[1] !== this.#current.id;
  }

  /** HMAC-SHA256 (hex) of `value` under the current key: for secrets only ever compared. */
  mac(value: string): string {
    return createHmac('sha256', this.#macKey).update(value).digest('hex');
  }
}

/** sha256 (hex) of a bearer token: 32 random bytes need no key, and the stores agree on it. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
