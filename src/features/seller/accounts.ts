import type { UserRecord } from '../../generated/schema-types.js';
import { DEFAULT_KEY_FORM, type KeyForm } from '../../core/lib/key-form.js';
import { randomToken, sha256Hex } from '../../core/lib/secrets.js';
import { UniqueIndex } from '../../core/store/collection.js';
import type { Store } from '../../core/store/store.js';

export interface Credentials {
  publicKey: string;
  privateKey: string;
  webhookSecret: string;
}

export function generateKeyPair(form: KeyForm = DEFAULT_KEY_FORM): Pick<Credentials, 'publicKey' | 'privateKey'> {
  return { publicKey: `${form.publicPrefix}${randomToken(24)}`, privateKey: `${form.privatePrefix}${randomToken(32)}` };
}

export function generateWebhookSecret(): string {
  return `whsec_${randomToken(32)}`;
}

/** The sandbox's Accounts (createDeps of src/sandbox/deps.ts builds it), a member of `Deps` declared by its owner. */
declare module '../../http/sandbox-context.js' {
  interface Deps {
    accounts: Accounts;
  }
}

/** Users and their API keys. Keys are found by public key through an index; the private key is kept only as a hash. */
export class Accounts {
  private readonly byPublicKey: UniqueIndex<UserRecord, string>;

  constructor(
    private readonly store: Store,
    /** The form of this state's keys (a tenant's carry its name: src/core/lib/key-form.ts). */
    readonly keyForm: KeyForm = DEFAULT_KEY_FORM,
  ) {
    this.byPublicKey = store.collections.users.addIndex(new UniqueIndex<UserRecord, string>((user) => user.publicKey));
  }

  userByPublicKey(publicKey: string): UserRecord | undefined {
    const id = this.byPublicKey.lookup(publicKey);
    return id === undefined ? undefined : this.store.collections.users.get(id);
  }

  isPublicKeyTaken(publicKey: string): boolean {
    return this.byPublicKey.lookup(publicKey) !== undefined;
  }

  /** Replaces the user's key pair; the old pair stops working at once. Returns the new pair, shown only now. */
  /** A new key pair of this state's form. */
  newKeyPair(): Pick<Credentials, 'publicKey' | 'privateKey'> {
    return generateKeyPair(this.keyForm);
  }

  rotateKeys(userId: number, pair = this.newKeyPair()): Pick<Credentials, 'publicKey' | 'privateKey'> {
    this.store.collections.users.update(userId, {
      publicKey: pair.publicKey,
      privateKeyHash: sha256Hex(pair.privateKey),
    });
    return pair;
  }
}
