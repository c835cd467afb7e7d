import { productNameFr, productWordsFr } from '@kinderwait/contract/product-names';
import type { ProductWords } from '@kinderwait/contract/product-names';
import { useLanguage } from './i18n/i18n-provider';
import type { Language } from './i18n/language';

/*
 * What KinderWait sells, in the active language. The server serves each product's stored words
 * (English, a SuperAdmin may edit them); their French lives in the contract (product-names.ts),
 * keyed by the products' stable codes beside the English each text translates, so a text reads
 * in French while it is still the seeded English and as stored otherwise (an edited text, a
 * product the contract has no French for). Only what is shown is worded: code that matches a
 * product by its name (a subscription's, which access checks use) keeps the server's.
 */

/** A product as GET /api/products serves it, with its words. */
export type WordedProduct = ProductWords & { code: string };

/** A product with its name, description and features in the language. */
export function productWords<T extends WordedProduct>(language: Language, product: T): T {
  if (language === 'en') return product;
  const { name, description, features } = productWordsFr(product.code, product);
  return { ...product, name, description, features: [...features] };
}

/**
 * A product's name in the language, by its code: a payment's line (`productCode`, `name`), a
 * subscription (`productCode`, `name`).
 */
export function productName(language: Language, code: string, stored: string): string {
  return language === 'en' ? stored : productNameFr(code, stored);
}

/** The helpers above bound to the active language, for components. */
export function useProductWords() {
  const language = useLanguage();
  return {
    language,
    product: <T extends WordedProduct>(product: T) => productWords(language, product),
    productName: (code: string, stored: string) => productName(language, code, stored),
  };
}
