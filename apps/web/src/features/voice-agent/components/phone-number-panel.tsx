import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { torontoAreaCodes } from '@kinderwait/contract/phone-numbers';
import type { AgentPhoneNumber, TorontoAreaCode } from '@kinderwait/contract/phone-numbers';
import { usePhoneNumbers, useRequestPhoneNumber } from '../api/phone-numbers';
import { dashboardTexts } from '../dashboard-texts';
import { dashboardErrorMessage } from '../lib/dashboard-error';
import { formatWhen } from '../lib/format-when';

const texts = dashboardTexts.phone;

/** "+14165550100" → "(416) 555-0100"; another number as it is. */
export function displayNumber(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match === null ? e164 : `(${match[1] ?? ''}) ${match[2] ?? ''}-${match[3] ?? ''}`;
}

function HeldNumber({ number }: { number: AgentPhoneNumber }) {
  if (number.state === 'provisioning' || number.number === null) {
    return <Typography>{texts.provisioning(number.areaCode)}</Typography>;
  }
  return (
    <Stack spacing={0.5}>
      <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
        <a href={`tel:${number.number}`}>{displayNumber(number.number)}</a>
      </Typography>
      {number.state === 'releasing' ? (
        <Typography variant="body2">
          {texts.releasing(number.releaseAt === null ? '' : formatWhen(number.releaseAt))}
        </Typography>
      ) : (
        <Typography>
          <Chip label={texts.active} color="success" size="small" />
        </Typography>
      )}
    </Stack>
  );
}

function ChooseNumber({ lastFailed }: { lastFailed: AgentPhoneNumber | undefined }) {
  const [areaCode, setAreaCode] = useState<TorontoAreaCode>('416');
  const request = useRequestPhoneNumber();
  return (
    <Stack
      component="form"
      spacing={1.5}
      onSubmit={(event) => {
        event.preventDefault();
        request.mutate({ areaCode });
      }}
    >
      {lastFailed?.failureReason != null && (
        <Alert severity="warning">
          {texts.failed[lastFailed.failureReason](lastFailed.areaCode)}
        </Alert>
      )}
      <Typography variant="body2">{texts.chooseIntro}</Typography>
      <FormControl>
        <FormLabel id="phone-area-code-label">{texts.areaCodeLegend}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="phone-area-code-label"
          name="areaCode"
          value={areaCode}
          onChange={(event) => {
            const chosen = torontoAreaCodes.find((code) => code === event.target.value);
            if (chosen !== undefined) setAreaCode(chosen);
          }}
        >
          {torontoAreaCodes.map((code) => (
            <FormControlLabel key={code} value={code} control={<Radio />} label={code} />
          ))}
        </RadioGroup>
      </FormControl>
      {request.isError && <Alert severity="error">{dashboardErrorMessage(request.error)}</Alert>}
      <div>
        <Button type="submit" variant="contained" disabled={request.isPending}>
          {request.isPending ? texts.getting : texts.getNumber}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * The agent's phone number on the dashboard (docs/product/voice-agent.md#the-phone-number): the
 * number and its state, or the area code chooser. Choosing needs the phone number subscription;
 * the server's refusal says so in the dashboard's words.
 */
export function PhoneNumberPanel() {
  const numbers = usePhoneNumbers();
  if (numbers.isPending) return <Typography>{dashboardTexts.loading}</Typography>;
  if (numbers.isError) return <Typography>{texts.loadFailed}</Typography>;
  const items = numbers.data.items;
  const held = items.find((item) => ['provisioning', 'active', 'releasing'].includes(item.state));
  if (held !== undefined) {
    return (
      <div role="status" aria-live="polite">
        <HeldNumber number={held} />
      </div>
    );
  }
  return <ChooseNumber lastFailed={items.find((item) => item.state === 'failed')} />;
}
