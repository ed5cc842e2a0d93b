import type {
  AdminSellerView,
  PermissionsRecord,
  SellerAccount,
  SellerFees,
  SellerInput,
  SellerRecord,
  UserRecord,
} from '../../generated/schema-types.js';
import type { Ledger } from '../ledger/ledger.js';
import type { Clock } from '../../core/lib/clock.js';
import type { Store } from '../../core/store/store.js';
import type { Accounts } from './accounts.js';
import { AppError } from '../../core/lib/errors.js';
import { sha256Hex } from '../../core/lib/secrets.js';
import { generateWebhookSecret, type Credentials } from './accounts.js';
import { DEFAULT_FEES, DEFAULT_PERMISSIONS, DEFAULT_TRANSFER_SETTINGS } from './seller.defaults.js';
import { presentSellerAccount } from './seller.present.js';
import { withEveryFeeRow } from '../sales/methods/registry.js';
import { redactUrl } from '../webhooks/url-policy.js';

/** Seller and user ids share one sequence: the spec makes seller.id equal to its user's id. */
const USER_SEQUENCE = 'users';
const USER_ID_START = 1000;

export interface CreatedSeller {
  userId: number;
  seller: SellerAccount | null;
  /** The webhook secret is shown at creation only; a key rotation leaves it as it was. */
  credentials: Pick<Credentials, 'publicKey' | 'privateKey'> & { webhookSecret?: string };
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

/** What the seller services read of a sandbox: its records, clock, ledger and keys. */
export interface SellerDeps {
  store: Store;
  clock: Clock;
  ledger: Ledger;
  accounts: Accounts;
}

/** The GET /api/seller body for a seller id. */
export function sellerAccount(deps: SellerDeps, sellerId: number): SellerAccount {
  const seller = deps.store.collections.sellers.get(sellerId);
  const user = deps.store.collections.users.get(sellerId);
  if (!seller || !user) throw new AppError('SELLER_NOT_FOUND');
  return presentSellerAccount(seller, user, deps.ledger.totals(seller.id));
}

export function adminSellerView(deps: SellerDeps, sellerId: number): AdminSellerView {
  const seller = deps.store.collections.sellers.get(sellerId);
  const user = deps.store.collections.users.get(sellerId);
  if (!seller || !user) throw new AppError('NOT_FOUND', { message: `Vendedor ${sellerId} não encontrado` });
  return {
    seller: sellerAccount(deps, sellerId),
    publicKey: user.publicKey,
    apiCashoutEnabled: seller.apiCashoutEnabled,
    webhook: { ...seller.webhook, url: redactUrl(seller.webhook.url) },
    fees: withEveryFeeRow(seller.fees),
  };
}

/**
 * The permissions and fees an input leads to. permissions.transferPriceCents is the cashout
 * fee's fixed part, so it is kept there (fees.cashout.fixedCents), never twice.
 */
function permissionsAndFees(
  current: PermissionsRecord,
  currentFees: SellerFees,
  input: SellerInput,
): { permissions: PermissionsRecord; fees: SellerFees } {
  const { transferPriceCents, ...permissions } = input.permissions ?? {};
  const fees = structuredClone(input.fees ?? currentFees);
  if (transferPriceCents !== undefined) fees.cashout.fixedCents = transferPriceCents;
  return { permissions: { ...current, ...permissions }, fees };
}

/** Sets the available balance to `targetCents` by posting the difference as an adjustment. */
function adjustBalanceTo(deps: SellerDeps, sellerId: number, targetCents: number): void {
  const difference = targetCents - deps.ledger.available(sellerId);
  if (difference !== 0)
    deps.ledger.post({
      sellerId,
      kind: 'ADJUSTMENT',
      amountCents: difference,
      note: 'balance set through the admin API',
    });
}

/**
 * Creates a user with a key pair and, unless `withoutSellerAccount`, its seller account.
 * The private key and webhook secret are returned here and never again.
 */
export function createSeller(deps: SellerDeps, input: SellerInput): CreatedSeller {
  const users = deps.store.collections.users;
  const pair = input.credentials ?? deps.accounts.newKeyPair();
  // A fixed key of another form would be routed to another tenant (src/core/lib/key-form.ts): never reachable here.
  if (!deps.accounts.keyForm.accepts(pair.publicKey))
    throw new AppError('VALIDATION_ERROR', {
      fields: ['credentials.publicKey'],
      message: `A chave pública deve ter a forma ${deps.accounts.keyForm.publicPrefix}…`,
    });
  if (deps.accounts.isPublicKeyTaken(pair.publicKey))
    throw new AppError('CONFLICT', { message: 'Chave pública já em uso por outro usuário' });
  const id = deps.store.nextId(USER_SEQUENCE, USER_ID_START - 1);
  const now = deps.clock.iso();
  const legalName = input.legalName ?? `Loja Sandbox ${id} LTDA`;
  const name = input.name ?? legalName.replace(/\s+(LTDA|ME|EIRELI|S\/A|SA)\.?$/i, '');
  const email = input.email ?? `${slug(name) || 'seller'}.${id}@sandbox.test`;
  const phone = input.phone ?? `119${String(id).padStart(8, '0')}`;
  const webhookSecret = input.credentials?.webhookSecret ?? generateWebhookSecret();
  const user: UserRecord = {
    id,
    email,
    name,
    phone,
    isEmailVerified: true,
    isPhoneVerified: true,
    isAdmin: false,
    isMaster: false,
    createdAt: now,
    publicKey: pair.publicKey,
    privateKeyHash: sha256Hex(pair.privateKey),
    webhookSecret,
  };
  users.insert(user);
  const credentials = { publicKey: pair.publicKey, privateKey: pair.privateKey, webhookSecret };
  if (input.withoutSellerAccount) return { userId: id, seller: null, credentials };

  const { permissions, fees } = permissionsAndFees(DEFAULT_PERMISSIONS, DEFAULT_FEES, input);
  const document =
    input.document === undefined
      ? { number: String(10_000_000_000_000 + id * 7919).slice(0, 14), type: 'cnpj' as const }
      : input.document;
  const seller: SellerRecord = {
    id,
    userId: id,
    legalName,
    blocked: input.blocked ?? false,
    invoiceDescriptor: input.invoiceDescriptor ?? (input.commercialName ?? legalName).toUpperCase().slice(0, 22),
    commercialName: input.commercialName === undefined ? name : input.commercialName,
    createdAt: now,
    uploadedDocuments: true,
    document: document ? { id, number: document.number, type: document.type } : null,
    permissions,
    details: {
      averageRevenue: 0,
      averageTicket: 0,
      physicalProducts: false,
      productsDescription: null,
      siteUrl: null,
      phone,
      email,
      ...input.details,
    },
    legalRepresentative: input.legalRepresentative ?? null,
    address: input.address ?? null,
    defaultRecipient: { id, transferSettings: structuredClone(DEFAULT_TRANSFER_SETTINGS) },
    apiCashoutEnabled: input.apiCashoutEnabled ?? true,
    webhook: {
      url: input.webhook?.url ?? null,
      notifyWithdrawals: input.webhook?.notifyWithdrawals ?? Boolean(input.webhook?.url),
    },
    fees,
  };
  deps.store.collections.sellers.insert(seller);
  if (input.availableBalance !== undefined) adjustBalanceTo(deps, id, input.availableBalance);
  return { userId: id, seller: sellerAccount(deps, id), credentials };
}

/** Applies a partial change from the admin API. */
export function updateSeller(deps: SellerDeps, sellerId: number, input: SellerInput): AdminSellerView {
  const sellers = deps.store.collections.sellers;
  const seller = sellers.get(sellerId);
  const user = deps.store.collections.users.get(sellerId);
  if (!seller || !user) throw new AppError('NOT_FOUND', { message: `Vendedor ${sellerId} não encontrado` });
  if (input.credentials || input.withoutSellerAccount !== undefined) {
    throw new AppError('VALIDATION_ERROR', {
      fields: [input.credentials ? 'credentials' : 'withoutSellerAccount'],
      message: 'Campo aceito apenas na criação; use POST /__admin/sellers/{id}/keys para novas chaves',
    });
  }
  const { permissions, fees } = permissionsAndFees(seller.permissions, seller.fees, input);
  const next: SellerRecord = {
    ...seller,
    legalName: input.legalName ?? seller.legalName,
    commercialName: input.commercialName === undefined ? seller.commercialName : input.commercialName,
    invoiceDescriptor: input.invoiceDescriptor ?? seller.invoiceDescriptor,
    document: input.document === undefined ? seller.document : input.document && { id: seller.id, ...input.document },
    permissions,
    details: { ...seller.details, ...input.details },
    address: input.address === undefined ? seller.address : input.address,
    legalRepresentative:
      input.legalRepresentative === undefined ? seller.legalRepresentative : input.legalRepresentative,
    blocked: input.blocked ?? seller.blocked,
    apiCashoutEnabled: input.apiCashoutEnabled ?? seller.apiCashoutEnabled,
    webhook: { ...seller.webhook, ...input.webhook },
    fees,
  };
  sellers.replace(next);
  if (input.name !== undefined || input.email !== undefined || input.phone !== undefined) {
    deps.store.collections.users.update(sellerId, {
      name: input.name ?? user.name,
      email: input.email ?? user.email,
      phone: input.phone ?? user.phone,
    });
  }
  if (input.availableBalance !== undefined) adjustBalanceTo(deps, sellerId, input.availableBalance);
  return adminSellerView(deps, sellerId);
}

export function rotateSellerKeys(deps: SellerDeps, userId: number): CreatedSeller {
  const user = deps.store.collections.users.get(userId);
  if (!user) throw new AppError('NOT_FOUND', { message: `Usuário ${userId} não encontrado` });
  const pair = deps.accounts.rotateKeys(userId);
  const seller = deps.store.collections.sellers.get(userId) ? sellerAccount(deps, userId) : null;
  return { userId, seller, credentials: pair };
}

/** A new webhook secret for the user's signatures, shown in this answer only. */
export function rotateWebhookSecret(deps: SellerDeps, userId: number): { userId: number; webhookSecret: string } {
  if (!deps.store.collections.users.get(userId))
    throw new AppError('NOT_FOUND', { message: `Usuário ${userId} não encontrado` });
  const webhookSecret = generateWebhookSecret();
  deps.store.collections.users.update(userId, { webhookSecret });
  return { userId, webhookSecret };
}
