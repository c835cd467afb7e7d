import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ProviderAgeGroup } from '@kinderwait/contract/childcare-providers';
import { providerWaitlistStatuses } from '@kinderwait/contract/provider-waitlist';
import type { ProviderWaitlistEntry } from '@kinderwait/contract/provider-waitlist';
import { ageGroupName } from '../../../lib/catalogue-names';
import { useMessages } from '../../../lib/i18n/use-messages';
import { statusKeys } from '../lib/waitlist-words';
import { providerWaitlistCatalogue } from '../provider-waitlist-messages';

export interface WaitlistFilterValues {
  ageGroupId: number | undefined;
  status: ProviderWaitlistEntry['status'] | undefined;
}

export interface WaitlistFiltersProps {
  values: WaitlistFilterValues;
  ageGroups: readonly ProviderAgeGroup[];
  onChange: (values: WaitlistFilterValues) => void;
}

const isStatus = (value: string): value is ProviderWaitlistEntry['status'] =>
  (providerWaitlistStatuses as readonly string[]).includes(value);

/** Age group and status filters of the list (native selects: fine by keyboard and on phones). */
export function WaitlistFilters({ values, ageGroups, onChange }: WaitlistFiltersProps) {
  const { t, language } = useMessages(providerWaitlistCatalogue);
  return (
    <Box
      role="group"
      aria-label={t('filtersLabel')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      <TextField
        select
        size="small"
        label={t('filtersAgeGroup')}
        value={values.ageGroupId === undefined ? '' : String(values.ageGroupId)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200, maxWidth: '100%' }}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ ...values, ageGroupId: value === '' ? undefined : Number(value) });
        }}
      >
        <option value="">{t('filtersAnyAgeGroup')}</option>
        {ageGroups.map((group) => (
          <option key={group.id} value={String(group.id)}>
            {ageGroupName(language, group)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filtersStatus')}
        value={values.status ?? ''}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200, maxWidth: '100%' }}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ ...values, status: isStatus(value) ? value : undefined });
        }}
      >
        <option value="">{t('filtersAnyStatus')}</option>
        {providerWaitlistStatuses.map((status) => (
          <option key={status} value={status}>
            {t(statusKeys[status])}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
