import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useId } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { distanceKm, earliestStartDate } from '@kinderwait/contract/waitlist';
import { useChildcareTypes } from '../../api/catalogues/get-childcare-types';
import { useProviderTypes } from '../../api/catalogues/get-provider-types';
import { useSchoolPlans } from '../../api/catalogues/get-school-plans';
import { useCatalogueWords } from '../../lib/catalogue-names';
import { calendarDateWords } from '../../lib/i18n/dates';
import { useMessages } from '../../lib/i18n/use-messages';
import { careFiltersCatalogue } from './care-filters-messages';
import { CatalogueState } from './catalogue-state';
import { ChoiceList } from './choice-list';
import type { Choice } from './choice-list';
import { latestStartDate, startDateProblem, startDateProblemWords } from './start-date';

export { FeeBracketsField } from './fee-fields';

/**
 * The care-needs filter controls (docs/product/waitlist.md#filters-wizard), each controlled by its
 * value and onChange: the waitlist wizard shows one or two per step, the broadcast's filter
 * selection all of them on one page. A list left undefined has not been answered yet; an empty
 * list is an answer ("any"). Each field waits for its words in its own Suspense boundary (the
 * routes showing them load the catalogue first, so it rarely does).
 */

interface ListFieldProps {
  value: readonly number[] | undefined;
  onChange: (ids: number[]) => void;
}

function suspended<P extends object>(Field: ComponentType<P>): (props: P) => ReactNode {
  return function SuspendedField(props: P) {
    return (
      <Suspense fallback={null}>
        <Field {...props} />
      </Suspense>
    );
  };
}

/** The kinds of provider (at least one: `showRequired` says so once the user tried to go on). */
export const ProviderTypesField = suspended(function ProviderTypes({
  value,
  onChange,
  showRequired = false,
}: ListFieldProps & { showRequired?: boolean }) {
  const { t } = useMessages(careFiltersCatalogue);
  const words = useCatalogueWords();
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
      legend={t('providerTypesLegend')}
      choices={providerTypes.data.map(words.providerType)}
      value={value}
      onChange={onChange}
      error={showRequired && missing}
      helperText={showRequired && missing ? t('providerTypesRequired') : undefined}
    />
  );
});

const distanceMarks = [1, 5, 10, 25, 50].map((value) => ({ value, label: String(value) }));

/** How far from home: 1 to 50 km. */
export const DistanceField = suspended(function Distance({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (km: number) => void;
}) {
  const { t, intl } = useMessages(careFiltersCatalogue);
  const labelId = useId();
  const distance = value ?? distanceKm.default;
  const valueText = (km: number) => t('distanceValue', { km: intl.formatNumber(km) });
  return (
    <Box>
      <Typography id={labelId} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('distanceLabel')}
      </Typography>
      <Typography aria-hidden>{valueText(distance)}</Typography>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={distance}
          min={distanceKm.min}
          max={distanceKm.max}
          step={1}
          marks={distanceMarks}
          valueLabelDisplay="auto"
          getAriaValueText={valueText}
          slotProps={{ input: { 'aria-labelledby': labelId } }}
          onChange={(_event, next) => {
            if (typeof next === 'number') onChange(next);
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('distanceHint')}
      </Typography>
    </Box>
  );
});

/** The kinds of care; none ticked means any. */
export const ChildcareTypesField = suspended(function ChildcareTypes({
  value,
  onChange,
}: ListFieldProps) {
  const { t } = useMessages(careFiltersCatalogue);
  const words = useCatalogueWords();
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
      legend={t('childcareTypesLegend')}
      choices={childcareTypes.data.map(words.childcareType)}
      value={value}
      onChange={onChange}
      helperText={(value ?? []).length === 0 ? t('childcareTypesAny') : undefined}
    />
  );
});

/** The plans around the school day (a school-age child only); none ticked means any. */
export const SchoolPlansField = suspended(function SchoolPlans({
  value,
  onChange,
  extra,
}: ListFieldProps & { extra?: (plan: Choice) => ReactNode }) {
  const { t } = useMessages(careFiltersCatalogue);
  const words = useCatalogueWords();
  const schoolPlans = useSchoolPlans();
  if (schoolPlans.data === undefined) {
    return (
      <CatalogueState isError={schoolPlans.isError} onRetry={() => void schoolPlans.refetch()} />
    );
  }
  return (
    <ChoiceList
      legend={t('schoolPlansLegend')}
      choices={schoolPlans.data.map(words.schoolPlan)}
      value={value}
      onChange={onChange}
      helperText={(value ?? []).length === 0 ? t('schoolPlansAny') : undefined}
      extra={extra}
    />
  );
});

/**
 * Care in French only: French-language and French immersion programs (providers that list French
 * among their languages). Unset is any language.
 */
export const CareInFrenchField = suspended(function CareInFrench({
  value,
  onChange,
}: {
  value: boolean | undefined;
  onChange: (inFrench: boolean) => void;
}) {
  const { t } = useMessages(careFiltersCatalogue);
  const hintId = useId();
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={value === true}
            onChange={(event) => {
              onChange(event.target.checked);
            }}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={t('careInFrenchLabel')}
      />
      <FormHelperText id={hintId} sx={{ mt: 0 }}>
        {t('careInFrenchHint')}
      </FormHelperText>
    </Box>
  );
});

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
export const StartDateField = suspended(function StartDate({
  value,
  onChange,
  today,
  child,
  checked = false,
}: StartDateFieldProps) {
  const messages = useMessages(careFiltersCatalogue);
  const { t, intl, language } = messages;
  const earliest = earliestStartDate(child.dateOfBirth, today);
  const problem = startDateProblem(value, today, child);
  const hint =
    earliest === today
      ? t('startDateHint')
      : t('startDateHintExpected', {
          firstName: child.firstName,
          birth: calendarDateWords(intl, language, earliest),
        });
  const showProblem = problem !== undefined && (checked || value !== undefined);
  return (
    <TextField
      type="date"
      label={t('startDateLabel')}
      value={value ?? ''}
      onChange={(event) => {
        onChange(event.target.value === '' ? undefined : event.target.value);
      }}
      required
      error={showProblem}
      helperText={showProblem ? startDateProblemWords(messages, problem, child) : hint}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: earliest, max: latestStartDate(today) },
      }}
      sx={{ maxWidth: 320 }}
    />
  );
});
