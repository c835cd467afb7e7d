import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BroadcastNeed } from '@kinderwait/contract/broadcast';
import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { broadcastTexts } from '../broadcast-texts';
import { namesOrAny, providerTypeNames } from '../lib/broadcast-format';

const texts = broadcastTexts.order;

export interface NeedRow {
  label: string;
  value: string;
}

/** The rows that describe a family broadcast's need (never a name, contact or address). */
export function needRows(need: BroadcastNeed): NeedRow[] {
  return [
    { label: texts.ageAtStart, value: broadcastTexts.incoming.ageMonths(need.ageMonthsAtStart) },
    { label: texts.ageGroup, value: need.ageGroup.name },
    { label: texts.startDate, value: formatStartDate(need.requestedStartDate) },
    { label: texts.schedule, value: need.scheduleSentence ?? texts.anySchedule },
    {
      label: texts.providerTypes,
      value:
        need.providerTypes.length === 0
          ? texts.any
          : need.providerTypes.map((code) => providerTypeNames[code]).join(', '),
    },
    { label: texts.careKinds, value: namesOrAny(need.childcareTypes) },
    ...(need.schoolPlans.length === 0
      ? []
      : [{ label: texts.schoolPlans, value: namesOrAny(need.schoolPlans) }]),
    { label: texts.payment, value: namesOrAny(need.paymentOptions) },
    { label: texts.distance, value: texts.within(need.distanceKm) },
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
