import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BroadcastNeed } from '@kinderwait/contract/broadcast';
import { calendarDateWords } from '../../../lib/i18n/dates';
import type { BroadcastMessages } from '../broadcast-messages';
import { ageMonthsWords, namesOrAny, providerTypesWords } from '../lib/broadcast-format';
import { ageGroupName } from '../../../lib/catalogue-names';

export interface NeedRow {
  label: string;
  value: string;
}

/** The rows that describe a family broadcast's need (never a name, contact or address). */
export function needRows(messages: BroadcastMessages, need: BroadcastNeed): NeedRow[] {
  const { t, intl, language } = messages;
  return [
    { label: t('orderAgeAtStart'), value: ageMonthsWords(messages, need.ageMonthsAtStart) },
    { label: t('ageGroupLabel'), value: ageGroupName(language, need.ageGroup) },
    {
      label: t('startDateLabel'),
      value: calendarDateWords(intl, language, need.requestedStartDate),
    },
    { label: t('scheduleLabel'), value: need.scheduleSentence ?? t('anySchedule') },
    { label: t('orderProviderTypes'), value: providerTypesWords(messages, need) },
    { label: t('careKindsLabel'), value: namesOrAny(messages, need.childcareTypes) },
    ...(need.schoolPlans.length === 0
      ? []
      : [{ label: t('orderSchoolPlans'), value: namesOrAny(messages, need.schoolPlans) }]),
    { label: t('feesLabel'), value: namesOrAny(messages, need.paymentOptions) },
    { label: t('distanceLabel'), value: t('orderWithin', { km: need.distanceKm }) },
  ];
}

/** Label and value pairs as a description list, one pair a line on phones, two columns wider. */
export function DetailsList({ rows }: { rows: readonly NeedRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.75 },
        m: 0,
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
