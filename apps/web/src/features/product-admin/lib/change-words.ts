import type { ProductFields } from '@kinderwait/contract/billing';
import { displayTimeZone } from '@kinderwait/contract/constants';
import { formatCad } from '@kinderwait/contract/rules/sales-tax';
import type { UsageLimits } from '@kinderwait/contract/usage';
import { usageKinds } from '@kinderwait/contract/usage';
import { productAdminTexts } from '../product-admin-texts';

const texts = productAdminTexts;

/** A plan's limits in words: "300 assistant messages a day, 5 broadcasts a month". */
export function limitsInWords(limits: UsageLimits): string {
  const parts = usageKinds.flatMap((kind) => {
    const count = limits[kind];
    return count === undefined ? [] : [texts.limitUnits[kind](count.toLocaleString('en-CA'))];
  });
  return parts.length === 0 ? texts.noLimits : parts.join(', ');
}

function valueInWords(fields: ProductFields, field: keyof ProductFields): string {
  switch (field) {
    case 'unitAmount':
      return fields.unitAmount === undefined ? texts.changes.nothing : formatCad(fields.unitAmount);
    case 'active':
      return fields.active === true ? texts.changes.yes : texts.changes.no;
    case 'limits':
      return fields.limits === undefined ? texts.changes.nothing : limitsInWords(fields.limits);
    case 'features':
      return (fields.features ?? []).join('; ');
    case 'name':
      return fields.name ?? texts.changes.nothing;
    case 'description':
      return fields.description ?? texts.changes.nothing;
  }
}

const fieldOrder = ['name', 'description', 'features', 'unitAmount', 'active', 'limits'] as const;

/** Each changed field of an audit row as "Price: $7.99 → $8.99". */
export function changeLines(before: ProductFields, after: ProductFields): string[] {
  return fieldOrder
    .filter((field) => after[field] !== undefined)
    .map((field) =>
      texts.changes.change(
        texts.changes.fields[field],
        valueInWords(before, field),
        valueInWords(after, field),
      ),
    );
}

/** When a change happened, in Toronto time: "Nov 23, 2026, 10:15 p.m.". */
export function formatChangedAt(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: displayTimeZone,
  }).format(new Date(iso));
}
