import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AgentPhoneNumber } from '@kinderwait/contract/phone-numbers';
import { usePhoneNumbers } from '../api/phone-numbers';
import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentDashboardCatalogue } from '../voice-agent-dashboard-messages';
import { displayNumber } from '../lib/display-number';
import { formatWhen } from '../lib/dashboard-words';
import { PhoneNumberChooser } from './phone-number-chooser';

function HeldNumber({ number }: { number: AgentPhoneNumber }) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  if (number.state === 'provisioning' || number.number === null) {
    return <Typography>{t('phoneProvisioning', { areaCode: number.areaCode })}</Typography>;
  }
  return (
    <Stack spacing={0.5}>
      <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
        <a href={`tel:${number.number}`}>{displayNumber(number.number)}</a>
      </Typography>
      {number.state === 'releasing' ? (
        <Typography variant="body2">
          {t('phoneReleasing', {
            day: number.releaseAt === null ? '' : formatWhen(number.releaseAt, words.intl),
          })}
        </Typography>
      ) : (
        <Typography component="div">
          <Chip label={t('phoneActive')} color="success" size="small" />
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The agent's phone number on the dashboard (docs/product/voice-agent.md#the-phone-number): the
 * number and its state, or the chooser (an area code, a search, one of its numbers). Choosing needs the phone number subscription;
 * the server's refusal says so in the dashboard's words.
 */
export function PhoneNumberPanel() {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const numbers = usePhoneNumbers();
  if (numbers.isPending) return <Typography>{t('loading')}</Typography>;
  if (numbers.isError) return <Typography>{t('phoneLoadFailed')}</Typography>;
  const items = numbers.data.items;
  const held = items.find((item) => ['provisioning', 'active', 'releasing'].includes(item.state));
  if (held !== undefined) {
    return (
      <div role="status" aria-live="polite">
        <HeldNumber number={held} />
      </div>
    );
  }
  return <PhoneNumberChooser lastFailed={items.find((item) => item.state === 'failed')} />;
}
