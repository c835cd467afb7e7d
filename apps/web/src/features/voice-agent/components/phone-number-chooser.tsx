import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { torontoAreaCodes } from '@kinderwait/contract/phone-numbers';
import type {
  AgentPhoneNumber,
  AvailablePhoneNumber,
  TorontoAreaCode,
} from '@kinderwait/contract/phone-numbers';
import { useAvailablePhoneNumbers, useRequestPhoneNumber } from '../api/phone-numbers';
import { useMessages } from '../../../lib/i18n/use-messages';
import { voiceAgentDashboardCatalogue } from '../voice-agent-dashboard-messages';
import { phoneFailedWords } from '../lib/dashboard-words';
import { dashboardErrorMessage } from '../lib/dashboard-error';
import { displayNumber } from '../lib/display-number';

/** The numbers a search found, as a radio group, and the button that asks for the one chosen. */
function FoundNumbers({
  areaCode,
  items,
}: {
  areaCode: TorontoAreaCode;
  items: readonly AvailablePhoneNumber[];
}) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const request = useRequestPhoneNumber();
  if (items.length === 0) return null;
  const legendId = `phone-numbers-found-${areaCode}`;
  return (
    <Stack
      component="form"
      spacing={1.5}
      aria-labelledby={legendId}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen === null) {
          setMissing(true);
          return;
        }
        request.mutate({ areaCode, number: chosen });
      }}
    >
      <FormControl>
        <FormLabel id={legendId}>{t('phoneNumbersLegend', { areaCode })}</FormLabel>
        <RadioGroup
          aria-labelledby={legendId}
          name="number"
          value={chosen ?? ''}
          onChange={(event) => {
            setChosen(items.find((item) => item.number === event.target.value)?.number ?? null);
            setMissing(false);
          }}
        >
          {items.map((item) => (
            <FormControlLabel
              key={item.number}
              value={item.number}
              control={<Radio />}
              label={displayNumber(item.number)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {missing && <Alert severity="warning">{t('phoneChooseFirst')}</Alert>}
      {request.isError && (
        <Alert severity="error">{dashboardErrorMessage(request.error, words)}</Alert>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={request.isPending}>
          {request.isPending ? t('phoneGetting') : t('phoneGetNumber')}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * Choosing the agent's number (docs/product/voice-agent.md#the-phone-number): an area code, a
 * search of the numbers free in it, then one of them. A request that failed (the number taken
 * meanwhile, the phone company down) is said in words above, and the search is offered again.
 */
export function PhoneNumberChooser({ lastFailed }: { lastFailed: AgentPhoneNumber | undefined }) {
  const words = useMessages(voiceAgentDashboardCatalogue);
  const { t } = words;
  const [areaCode, setAreaCode] = useState<TorontoAreaCode>('416');
  const [search, setSearch] = useState<{ areaCode: TorontoAreaCode; round: number } | null>(null);
  const found = useAvailablePhoneNumbers(search);
  const announcement =
    search === null || found.isFetching
      ? ''
      : found.isError
        ? dashboardErrorMessage(found.error, words)
        : t('phoneFound', { count: found.data?.items.length ?? 0, areaCode: search.areaCode });
  return (
    <Stack spacing={1.5}>
      {lastFailed?.failureReason != null && (
        <Alert severity="warning">
          {phoneFailedWords(lastFailed.failureReason, lastFailed.areaCode, words)}
        </Alert>
      )}
      <Typography variant="body2">{t('phoneChooseIntro')}</Typography>
      <Stack
        component="form"
        spacing={1.5}
        aria-label={t('phoneSearch')}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch({ areaCode, round: (search?.round ?? 0) + 1 });
        }}
      >
        <FormControl>
          <FormLabel id="phone-area-code-label">{t('phoneAreaCodeLegend')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="phone-area-code-label"
            name="areaCode"
            value={areaCode}
            onChange={(event) => {
              const picked = torontoAreaCodes.find((code) => code === event.target.value);
              if (picked !== undefined) setAreaCode(picked);
            }}
          >
            {torontoAreaCodes.map((code) => (
              <FormControlLabel key={code} value={code} control={<Radio />} label={code} />
            ))}
          </RadioGroup>
        </FormControl>
        <div>
          <Button type="submit" variant="outlined" disabled={found.isFetching}>
            {found.isFetching
              ? t('phoneSearching')
              : search === null
                ? t('phoneSearch')
                : t('phoneSearchAgain')}
          </Button>
        </div>
      </Stack>
      {/* Announced as each search ends: how many numbers are free, none, or why it failed. */}
      <Typography role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </Typography>
      {search !== null && found.data !== undefined && !found.isFetching && (
        <FoundNumbers
          key={`${search.areaCode}:${String(search.round)}`}
          areaCode={search.areaCode}
          items={found.data.items}
        />
      )}
    </Stack>
  );
}
