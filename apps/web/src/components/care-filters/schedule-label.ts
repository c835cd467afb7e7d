import { useMessages } from '../../lib/i18n/use-messages';
import { careFiltersCatalogue } from './care-filters-messages';

/** The availability picker's heading where it asks a family's preferred times of the week. */
export function useSchedulePickerLabel(): string {
  return useMessages(careFiltersCatalogue).t('schedulePickerLabel');
}
