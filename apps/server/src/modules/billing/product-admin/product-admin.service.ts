import type {
  AdminProduct,
  AdminProductsResponse,
  EditProductRequest,
  ProductChange,
  ProductChangesResponse,
  ProductFields,
  UsageLimits,
} from '@kinderwait/contract';
import {
  billingCurrency,
  productAdminErrorCodes,
  productAdminMessages,
  salesTaxLabel,
  salesTaxRatePercent,
} from '@kinderwait/contract';
import type { AppError } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { Actor } from '../../../plugins/authentication.ts';
import { invalidBodyField, productNotFound } from '../billing-errors.ts';
import type { ProductRow } from '../billing.repository.ts';
import { limitsOf, productView } from '../billing-views.ts';
import type { ProductChangeRow } from './product-admin.repository.ts';
import {
  findProduct,
  findProductForUpdate,
  insertProductChange,
  listAllProducts,
  listProductChanges,
  updateProduct,
} from './product-admin.repository.ts';

export interface ProductAdminServiceDeps {
  db: Database;
  clock: Clock;
}

/** A SuperAdmin's product editing (product.manage; docs/pricing.md "Editing products"). */
export interface ProductAdminService {
  /** Every product, on sale or not. */
  adminProducts(): Promise<AdminProductsResponse>;
  /** Changes a product's editable fields and records who changed what. */
  editProduct(actor: Actor, code: string, body: EditProductRequest): Promise<AdminProduct>;
  productChanges(code: string): Promise<ProductChangesResponse>;
}

export function createProductAdminService(deps: ProductAdminServiceDeps): ProductAdminService {
  return {
    adminProducts: () => listAdminProducts(deps),
    editProduct: (actor, code, body) => editProduct(deps, actor, code, body),
    productChanges: (code) => productChangeHistory(deps, code),
  };
}

/** How many changes of a product the history shows. */
export const productChangesLimit = 50;

const locked = (field: keyof ProductFields, message: string): AppError =>
  invalidBodyField(productAdminErrorCodes.productFieldLocked, message, [field]);

/**
 * A product sold as a subscription (or listed as one) carries a subscription name
 * (docs/product/billing.md#subscriptions).
 */
const soldAsSubscription = (row: ProductRow): boolean =>
  row.paymentMode === 'subscription' || row.grantsSubscription;

export function adminProductView(row: ProductRow): AdminProduct {
  // What buyers see, without `available` (whether the current role may buy it).
  const product = productView(row, null);
  return {
    code: product.code,
    name: product.name,
    description: product.description,
    features: product.features,
    paymentMode: product.paymentMode,
    interval: product.interval,
    currency: product.currency,
    unitAmount: product.unitAmount,
    taxAmount: product.taxAmount,
    totalAmount: product.totalAmount,
    maxQuantity: product.maxQuantity,
    roles: product.roles,
    limits: product.limits,
    active: row.active,
    nameEditable: !soldAsSubscription(row),
    limitsApply: soldAsSubscription(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function listAdminProducts(deps: ProductAdminServiceDeps): Promise<AdminProductsResponse> {
  const rows = await listAllProducts(deps.db);
  return {
    currency: billingCurrency,
    taxLabel: salesTaxLabel,
    taxRatePercent: salesTaxRatePercent,
    items: rows.map(adminProductView),
  };
}

/** The editable fields as stored now. */
function fieldsOf(row: ProductRow): Required<ProductFields> {
  return {
    name: row.name,
    description: row.description,
    features: row.features,
    unitAmount: row.unitAmount,
    active: row.active,
    limits: limitsOf(row.limits),
  };
}

const sameLimits = (a: UsageLimits, b: UsageLimits): boolean =>
  a.assistantMessage === b.assistantMessage &&
  a.broadcast === b.broadcast &&
  a.voiceMinute === b.voiceMinute &&
  a.voiceTestMinute === b.voiceTestMinute;

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies the changed fields in one transaction with the audit row of who changed what; fields
 * equal to what is stored change nothing and are not recorded. A field this product cannot
 * change is a 400 naming it, and nothing is saved.
 */
async function editProduct(
  deps: ProductAdminServiceDeps,
  actor: Actor,
  code: string,
  body: EditProductRequest,
): Promise<AdminProduct> {
  return deps.db.transaction(async (tx) => {
    const row = await findProductForUpdate(tx, code);
    if (row === undefined) throw productNotFound();
    const current = fieldsOf(row);
    if (body.name !== undefined && body.name !== current.name && soldAsSubscription(row)) {
      throw locked('name', productAdminMessages.subscriptionNameLocked);
    }
    const limits = body.limits === undefined ? undefined : limitsOf(body.limits);
    if (limits !== undefined && !sameLimits(limits, current.limits) && !soldAsSubscription(row)) {
      throw locked('limits', productAdminMessages.limitsDoNotApply);
    }

    const before: ProductFields = {};
    const after: ProductFields = {};
    const note = <K extends keyof ProductFields>(field: K, value: ProductFields[K]): void => {
      if (value === undefined || sameValue(current[field], value)) return;
      before[field] = current[field];
      after[field] = value;
    };
    note('name', body.name);
    note('description', body.description);
    note('features', body.features);
    note('unitAmount', body.unitAmount);
    note('active', body.active);
    note('limits', limits);
    if (Object.keys(after).length === 0) return adminProductView(row);

    const now = deps.clock();
    const updated = await updateProduct(tx, code, { ...after, updatedAt: now });
    await insertProductChange(tx, {
      productCode: code,
      changedBy: actor.user.id,
      changedByEmail: actor.user.email,
      changedAt: now,
      before,
      after,
    });
    return adminProductView(updated);
  });
}

function changeView(row: ProductChangeRow): ProductChange {
  return {
    id: row.id,
    productCode: row.productCode,
    changedAt: row.changedAt.toISOString(),
    changedBy: { id: row.changedBy, email: row.changedByEmail },
    before: row.before,
    after: row.after,
  };
}

async function productChangeHistory(
  deps: ProductAdminServiceDeps,
  code: string,
): Promise<ProductChangesResponse> {
  const product = await findProduct(deps.db, code);
  if (product === undefined) throw productNotFound();
  const rows = await listProductChanges(deps.db, code, productChangesLimit);
  return { items: rows.map(changeView) };
}
