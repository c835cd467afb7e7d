import type { ProductFields } from '@kinderwait/contract/billing';
import { formatCad } from '@kinderwait/contract/rules/sales-tax';
import type { UsageKind, UsageLimits } from '@kinderwait/contract/usage';
import { usageKinds } from '@kinderwait/contract/usage';
import type { ErrorWords } from '../../../api/error-words';
import type { ProductAdminKey, ProductAdminMessages } from '../product-admin-messages';

/** A usage kind's count in words ("300 assistant messages a day"), by its key. */
const limitKeys: Record<UsageKind, ProductAdminKey> = {
  assistantMessage: 'limitAssistantMessage',
  broadcast: 'limitBroadcast',
  voiceMinute: 'limitVoiceMinute',
  voiceTestMinute: 'limitVoiceTestMinute',
};

/** A usage kind's field label, by its key. */
export const limitLabelKeys: Record<UsageKind, ProductAdminKey> = {
  assistantMessage: 'formLimitAssistantMessage',
  broadcast: 'formLimitBroadcast',
  voiceMinute: 'formLimitVoiceMinute',
  voiceTestMinute: 'formLimitVoiceTestMinute',
};

const fieldKeys: Record<keyof ProductFields, ProductAdminKey> = {
  name: 'changesFieldName',
  description: 'changesFieldDescription',
  features: 'changesFieldFeatures',
  unitAmount: 'changesFieldUnitAmount',
  active: 'changesFieldActive',
  limits: 'changesFieldLimits',
};

/** The words for the error codes the products' calls can answer, in the user's language. */
export function productErrorWords(t: ProductAdminMessages['t']): ErrorWords {
  return {
    product_not_found: t('errorProductNotFound'),
    product_field_locked: t('errorProductFieldLocked'),
    validation_failed: t('errorValidationFailed'),
  };
}

/** Cents in Canadian dollars: "$1,234.56" in English (`formatCad`), "1 234,56 $" in French. */
export function moneyWords({ intl, language }: ProductAdminMessages, cents: number): string {
  if (language === 'en') return formatCad(cents);
  return intl.formatNumber(cents / 100, { style: 'currency', currency: 'CAD' });
}

/**
 * The sales tax's name at its rate (the products' answer sends `taxRatePercent`): "HST 13%" in
 * English, as the server's `taxLabel` says it, "TVH (13 %)" in French.
 */
export function taxWords({ t, intl }: ProductAdminMessages, ratePercent: number): string {
  const rate = intl.formatNumber(ratePercent / 100, { style: 'percent', maximumFractionDigits: 3 });
  return t('taxLabel', { rate });
}

/** A plan's limits in words: "300 assistant messages a day, 5 broadcasts a month". */
export function limitsInWords({ t }: ProductAdminMessages, limits: UsageLimits): string {
  const parts = usageKinds.flatMap((kind) => {
    const count = limits[kind];
    return count === undefined ? [] : [t(limitKeys[kind], { count })];
  });
  return parts.length === 0 ? t('noLimits') : parts.join(', ');
}

function valueInWords(
  messages: ProductAdminMessages,
  fields: ProductFields,
  field: keyof ProductFields,
): string {
  const { t } = messages;
  switch (field) {
    case 'unitAmount':
      return fields.unitAmount === undefined
        ? t('changesNothing')
        : moneyWords(messages, fields.unitAmount);
    case 'active':
      return fields.active === true ? t('changesYes') : t('changesNo');
    case 'limits':
      return fields.limits === undefined
        ? t('changesNothing')
        : limitsInWords(messages, fields.limits);
    case 'features':
      return (fields.features ?? []).join('; ');
    case 'name':
      return fields.name ?? t('changesNothing');
    case 'description':
      return fields.description ?? t('changesNothing');
  }
}

const fieldOrder = ['name', 'description', 'features', 'unitAmount', 'active', 'limits'] as const;

/** Each changed field of an audit row as "Price: $7.99 → $8.99". */
export function changeLines(
  messages: ProductAdminMessages,
  before: ProductFields,
  after: ProductFields,
): string[] {
  return fieldOrder
    .filter((field) => after[field] !== undefined)
    .map((field) =>
      messages.t('changesLine', {
        field: messages.t(fieldKeys[field]),
        before: valueInWords(messages, before, field),
        after: valueInWords(messages, after, field),
      }),
    );
}

/**
 * When a change happened, in Toronto time (the formatter's zone): "Nov 23, 2026, 10:15 p.m.",
 * "23 nov. 2026, 22 h 15".
 */
export function formatChangedAt({ intl }: ProductAdminMessages, iso: string): string {
  return intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}
