import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { availabilitySentence } from '@kinderwait/contract/rules/availability';
import type { AvailabilitySlot } from '@kinderwait/contract/rules/availability';
import { AvailabilityPicker } from '../../../components/availability-picker/availability-picker';
import { useMessages } from '../../../lib/i18n/use-messages';
import { assistantChatCatalogue } from '../assistant-chat-messages';

export interface ScheduleToolPanelProps {
  /** Receives the availability sentence, or null when nothing is chosen. */
  onChange: (toolData: string | null) => void;
  disabled: boolean;
}

/**
 * The client-handled tool (docs/product/assistant.md#the-client-handled-picker):
 * ClientHandled_CollectScheduleAvailabilities shows the availability picker; the choice becomes the
 * pending tool data the next message carries.
 */
export function ScheduleToolPanel({ onChange, disabled }: ScheduleToolPanelProps) {
  const { t } = useMessages(assistantChatCatalogue);
  const [slots, setSlots] = useState<AvailabilitySlot[]>([]);
  return (
    <Box sx={{ px: 2, pb: 1 }}>
      <AvailabilityPicker
        value={slots}
        label={t('scheduleTitle')}
        emptyText={t('scheduleNothingChosen')}
        // A provider's opening hours start in the morning, not the evening a parent's search opens on.
        initialTab="Morning"
        headingComponent="h2"
        disabled={disabled}
        onChange={(next) => {
          setSlots(next);
          onChange(next.length === 0 ? null : availabilitySentence(next));
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
        {slots.length === 0 ? t('scheduleHint') : t('scheduleReady')}
      </Typography>
    </Box>
  );
}
