import type { ProductFields } from '@kinderwait/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import type { ProductRow } from '../billing.repository.ts';
import { productChanges, products } from '../billing.tables.ts';

export type ProductChangeRow = typeof productChanges.$inferSelect;
export type NewProductChange = typeof productChanges.$inferInsert;

/** Every product, on sale or not, in the order buyers see them. */
export async function listAllProducts(db: Database): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.sortOrder), asc(products.code));
}

/** The product, locked until the transaction ends so two edits apply one after the other. */
export async function findProductForUpdate(
  db: Database,
  code: string,
): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.code, code)).for('update');
  return row;
}

export async function findProduct(db: Database, code: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.code, code));
  return row;
}

export async function updateProduct(
  db: Database,
  code: string,
  changes: ProductFields & { updatedAt: Date },
): Promise<ProductRow> {
  const [row] = await db.update(products).set(changes).where(eq(products.code, code)).returning();
  if (row === undefined) throw new Error(`the product ${code} was not updated`);
  return row;
}

export async function insertProductChange(db: Database, change: NewProductChange): Promise<void> {
  await db.insert(productChanges).values(change);
}

/** A product's changes, newest first. */
export async function listProductChanges(
  db: Database,
  code: string,
  limit: number,
): Promise<ProductChangeRow[]> {
  return db
    .select()
    .from(productChanges)
    .where(eq(productChanges.productCode, code))
    .orderBy(desc(productChanges.changedAt), desc(productChanges.id))
    .limit(limit);
}
