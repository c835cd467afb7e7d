import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense, useId, useState } from 'react';
import { paymentOptions } from '@kinderwait/contract/constants';
import type { PaymentOption } from '@kinderwait/contract/constants';
import type { FeeBracket } from '@kinderwait/contract/catalogues';
import { usePaymentOptions } from '../../api/catalogues/get-payment-options';
import { useMessages } from '../../lib/i18n/use-messages';
import { careFiltersCatalogue } from './care-filters-messages';
import type { CareFiltersMessages } from './care-filters-messages';
import { CatalogueState } from './catalogue-state';
import { ChoiceList } from './choice-list';

interface ListFieldProps {
  value: readonly number[] | undefined;
  onChange: (ids: number[]) => void;
}

/**
 * A fee bracket in the user's words: English keeps the server's label ("$22 to $40 a day"); other
 * languages word it from its amounts ("De 22 $ à 40 $ par jour"), in whole dollars as the labels
 * are (a bracket from 2201 cents starts at $22).
 */
export function feeBracketWords(messages: CareFiltersMessages, bracket: FeeBracket): string {
  const { t, intl, language } = messages;
  if (language === 'en') return bracket.label;
  const money = (cents: number) =>
    intl.formatNumber(cents / 100, {
      style: 'currency',
      currency: bracket.currency,
      maximumFractionDigits: 0,
    });
  const daily = bracket.paymentOption === 'Daily';
  const min = money(Math.floor(bracket.minCents / 100) * 100);
  let words: string;
  if (bracket.maxCents === null) {
    words = daily ? t('feeMoreDaily', { min }) : t('feeMoreHourly', { min });
  } else if (bracket.minCents === 0) {
    const max = money(bracket.maxCents);
    words = daily ? t('feeUpToDaily', { max }) : t('feeUpToHourly', { max });
  } else {
    const max = money(bracket.maxCents);
    words = daily ? t('feeRangeDaily', { min, max }) : t('feeRangeHourly', { min, max });
  }
  // The English label names the CWELCC fee cap where the bracket is it.
  return bracket.label.includes('CWELCC') ? t('feeCwelccCap', { bracket: words }) : words;
}

/**
 * The fee brackets of one payment option (Daily, Hourly: docs/product/catalogue.md#fee-brackets)
 * as checkboxes.
 */
function FeeBrackets({
  option,
  hidden,
  idPrefix,
  value,
  onChange,
}: ListFieldProps & { option: PaymentOption; hidden: boolean; idPrefix: string }) {
  const messages = useMessages(careFiltersCatalogue);
  const { t } = messages;
  const brackets = usePaymentOptions(option);
  const chosen = value ?? [];
  return (
    <Box
      role="tabpanel"
      id={`${idPrefix}-${option}`}
      aria-labelledby={`${idPrefix}-tab-${option}`}
      hidden={hidden}
    >
      {hidden ? null : brackets.data === undefined ? (
        <CatalogueState isError={brackets.isError} onRetry={() => void brackets.refetch()} />
      ) : (
        <ChoiceList
          legend={option === 'Daily' ? t('paymentLegendDaily') : t('paymentLegendHourly')}
          choices={brackets.data.map((bracket) => ({
            id: bracket.id,
            name: feeBracketWords(messages, bracket),
          }))}
          value={chosen.filter((id) => brackets.data.some((bracket) => bracket.id === id))}
          onChange={(ids) => {
            const others = chosen.filter(
              (id) => !brackets.data.some((bracket) => bracket.id === id),
            );
            onChange([...others, ...ids]);
          }}
          helperText={chosen.length === 0 ? t('paymentAny') : undefined}
        />
      )}
    </Box>
  );
}

function FeeBracketsTabs({ value, onChange }: ListFieldProps) {
  const { t } = useMessages(careFiltersCatalogue);
  const idPrefix = useId();
  const [option, setOption] = useState<PaymentOption>('Daily');
  const daily = usePaymentOptions('Daily');
  const hourly = usePaymentOptions('Hourly');
  const chosen = new Set(value ?? []);
  const countOf = (items: { id: number }[] | undefined) =>
    (items ?? []).filter((item) => chosen.has(item.id)).length;
  const tabLabel = (item: PaymentOption): string => {
    const tab = item === 'Daily' ? t('paymentTabDaily') : t('paymentTabHourly');
    const count = countOf(item === 'Daily' ? daily.data : hourly.data);
    return count === 0 ? tab : t('paymentTabChosen', { tab, count });
  };
  return (
    <Box>
      <Tabs
        value={option}
        onChange={(_event, next: PaymentOption) => {
          setOption(next);
        }}
        aria-label={t('paymentTabsLabel')}
        sx={{ mb: 2 }}
      >
        {paymentOptions.map((item) => (
          <Tab
            key={item}
            value={item}
            id={`${idPrefix}-tab-${item}`}
            aria-controls={`${idPrefix}-${item}`}
            label={tabLabel(item)}
          />
        ))}
      </Tabs>
      {paymentOptions.map((item) => (
        <FeeBrackets
          key={item}
          option={item}
          hidden={item !== option}
          idPrefix={idPrefix}
          value={value}
          onChange={onChange}
        />
      ))}
    </Box>
  );
}

/**
 * The fees the family can pay: fee brackets of GET /api/payment-options, by the day and by the
 * hour on two tabs; the value holds the chosen brackets' ids (none: any fee).
 */
export function FeeBracketsField(props: ListFieldProps) {
  return (
    <Suspense fallback={null}>
      <FeeBracketsTabs {...props} />
    </Suspense>
  );
}
