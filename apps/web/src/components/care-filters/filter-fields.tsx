import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { paymentOptions } from '@kinderwait/contract/constants';
import type { PaymentOption } from '@kinderwait/contract/constants';
import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { distanceKm, earliestStartDate } from '@kinderwait/contract/waitlist';
import { useChildcareTypes } from '../../api/catalogues/get-childcare-types';
import { usePaymentOptions } from '../../api/catalogues/get-payment-options';
import { useProviderTypes } from '../../api/catalogues/get-provider-types';
import { useSchoolPlans } from '../../api/catalogues/get-school-plans';
import { careFiltersTexts as texts } from './care-filters-texts';
import { CatalogueState } from './catalogue-state';
import { ChoiceList } from './choice-list';
import type { Choice } from './choice-list';
import { latestStartDate, startDateProblem } from './start-date';

/**
 * The care-needs filter controls (docs/product/waitlist.md#filters-wizard), each controlled by its
 * value and onChange: the waitlist wizard shows one or two per step, the broadcast's filter
 * selection all of them on one page. A list left undefined has not been answered yet; an empty
 * list is an answer ("any").
 */

interface ListFieldProps {
  value: readonly number[] | undefined;
  onChange: (ids: number[]) => void;
}

/** The kinds of provider (at least one: `showRequired` says so once the user tried to go on). */
export function ProviderTypesField({
  value,
  onChange,
  showRequired = false,
}: ListFieldProps & { showRequired?: boolean }) {
  const providerTypes = useProviderTypes();
  const missing = (value ?? []).length === 0;
  if (providerTypes.data === undefined) {
    return (
      <CatalogueState
        isError={providerTypes.isError}
        onRetry={() => void providerTypes.refetch()}
      />
    );
  }
  return (
    <ChoiceList
      legend={texts.providerTypes.legend}
      choices={providerTypes.data}
      value={value}
      onChange={onChange}
      error={showRequired && missing}
      helperText={showRequired && missing ? texts.providerTypes.required : undefined}
    />
  );
}

const distanceMarks = [1, 5, 10, 25, 50].map((value) => ({ value, label: String(value) }));

/** How far from home: 1 to 50 km. */
export function DistanceField({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (km: number) => void;
}) {
  const labelId = useId();
  const distance = value ?? distanceKm.default;
  return (
    <Box>
      <Typography id={labelId} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {texts.distance.label}
      </Typography>
      <Typography aria-hidden>{texts.distance.value(distance)}</Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={distance}
          min={distanceKm.min}
          max={distanceKm.max}
          step={1}
          marks={distanceMarks}
          valueLabelDisplay="auto"
          getAriaValueText={(km) => texts.distance.value(km)}
          slotProps={{ input: { 'aria-labelledby': labelId } }}
          onChange={(_event, next) => {
            if (typeof next === 'number') onChange(next);
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {texts.distance.hint}
      </Typography>
    </Box>
  );
}

/** The kinds of care; none ticked means any. */
export function ChildcareTypesField({ value, onChange }: ListFieldProps) {
  const childcareTypes = useChildcareTypes();
  if (childcareTypes.data === undefined) {
    return (
      <CatalogueState
        isError={childcareTypes.isError}
        onRetry={() => void childcareTypes.refetch()}
      />
    );
  }
  return (
    <ChoiceList
      legend={texts.childcareTypes.legend}
      choices={childcareTypes.data}
      value={value}
      onChange={onChange}
      helperText={(value ?? []).length === 0 ? texts.childcareTypes.anyChosen : undefined}
    />
  );
}

/** The plans around the school day (a school-age child only); none ticked means any. */
export function SchoolPlansField({
  value,
  onChange,
  extra,
}: ListFieldProps & { extra?: (plan: Choice) => ReactNode }) {
  const schoolPlans = useSchoolPlans();
  if (schoolPlans.data === undefined) {
    return (
      <CatalogueState isError={schoolPlans.isError} onRetry={() => void schoolPlans.refetch()} />
    );
  }
  return (
    <ChoiceList
      legend={texts.schoolPlans.legend}
      choices={schoolPlans.data}
      value={value}
      onChange={onChange}
      helperText={(value ?? []).length === 0 ? texts.schoolPlans.anyChosen : undefined}
      extra={extra}
    />
  );
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
          legend={texts.payment.legend[option]}
          choices={brackets.data.map((bracket) => ({ id: bracket.id, name: bracket.label }))}
          value={chosen.filter((id) => brackets.data.some((bracket) => bracket.id === id))}
          onChange={(ids) => {
            const others = chosen.filter(
              (id) => !brackets.data.some((bracket) => bracket.id === id),
            );
            onChange([...others, ...ids]);
          }}
          helperText={chosen.length === 0 ? texts.payment.anyChosen : undefined}
        />
      )}
    </Box>
  );
}

/**
 * The fees the family can pay: fee brackets of GET /api/payment-options, by the day and by the
 * hour on two tabs; the value holds the chosen brackets' ids (none: any fee).
 */
export function FeeBracketsField({ value, onChange }: ListFieldProps) {
  const idPrefix = useId();
  const [option, setOption] = useState<PaymentOption>('Daily');
  const daily = usePaymentOptions('Daily');
  const hourly = usePaymentOptions('Hourly');
  const chosen = new Set(value ?? []);
  const countOf = (items: { id: number }[] | undefined) =>
    (items ?? []).filter((item) => chosen.has(item.id)).length;
  const counts: Record<PaymentOption, number> = {
    Daily: countOf(daily.data),
    Hourly: countOf(hourly.data),
  };
  return (
    <Box>
      <Tabs
        value={option}
        onChange={(_event, next: PaymentOption) => {
          setOption(next);
        }}
        aria-label={texts.payment.tabsLabel}
        sx={{ mb: 2 }}
      >
        {paymentOptions.map((item) => (
          <Tab
            key={item}
            value={item}
            id={`${idPrefix}-tab-${item}`}
            aria-controls={`${idPrefix}-${item}`}
            label={`${texts.payment.tab[item]}${texts.payment.chosenCount(counts[item])}`}
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

export interface StartDateFieldProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Today in Toronto ('YYYY-MM-DD'). */
  today: string;
  child: { firstName: string; dateOfBirth: string };
  /** Show why the date cannot be used even before one is typed (the user tried to go on). */
  checked?: boolean;
}

/**
 * The requested start date: today or later, and for a child not born yet the expected birth or
 * later; at most three years ahead.
 */
export function StartDateField({
  value,
  onChange,
  today,
  child,
  checked = false,
}: StartDateFieldProps) {
  const earliest = earliestStartDate(child.dateOfBirth, today);
  const problem = startDateProblem(value, today, child);
  const hint =
    earliest === today
      ? texts.startDate.hint
      : texts.startDate.hintExpected(child.firstName, formatStartDate(earliest));
  const showProblem = problem !== undefined && (checked || value !== undefined);
  return (
    <TextField
      type="date"
      label={texts.startDate.label}
      value={value ?? ''}
      onChange={(event) => {
        onChange(event.target.value === '' ? undefined : event.target.value);
      }}
      required
      error={showProblem}
      helperText={showProblem ? problem : hint}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: earliest, max: latestStartDate(today) },
      }}
      sx={{ maxWidth: 320 }}
    />
  );
}
