import { brand } from '@kinderwait/contract/brand';

/** What a page says about itself in <head>: title, description, and whether search engines skip it. */
export interface HeadData {
  title: string;
  description: string;
  /** Error and not-found pages must not be indexed. */
  noIndex?: boolean;
  /** Open Graph type; blog articles are 'article'. */
  type?: 'website' | 'article';
}

export const defaultHead: HeadData = {
  title: brand.productName,
  description: `${brand.productName} connects families looking for childcare in ${brand.city} with licensed centres, home child care providers and babysitters, and keeps every waitlist in one place.`,
};

/** "About us | KinderWait"; a title that already starts with the product name stays as it is. */
export function formatDocumentTitle(title: string): string {
  return title.startsWith(brand.productName) ? title : `${title} | ${brand.productName}`;
}

/** Shared image for link previews (an SVG the press page also offers). */
export const socialImagePath = '/brand/kinderwait-social.png';
