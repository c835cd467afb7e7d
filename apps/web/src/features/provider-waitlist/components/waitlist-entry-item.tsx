import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProviderWaitlistEntry } from '@kinderwait/contract/provider-waitlist';
import type { AgeLabel } from '@kinderwait/contract/rules/age-label';
import { ageLabelWords, ageWords } from '../../../components/age-words/age-words';
import { ageWordsCatalogue } from '../../../components/age-words/age-words-messages';
import type { AgeWordsMessages } from '../../../components/age-words/age-words-messages';
import { ageGroupName } from '../../../lib/catalogue-names';
import { useMessages } from '../../../lib/i18n/use-messages';
import { priorityName } from '../lib/priority-words';
import { scheduleWords } from '../lib/schedule-words';
import { calendarDay, torontoDay, torontoDayAndTime } from '../lib/toronto';
import { distanceWords, statusKeys } from '../lib/waitlist-words';
import { providerWaitlistCatalogue } from '../provider-waitlist-messages';
import type { ProviderWaitlistKey, ProviderWaitlistMessages } from '../provider-waitlist-messages';

type Translate = ProviderWaitlistMessages['t'];

type ChipColor = 'default' | 'success' | 'warning' | 'info';
const statusColors: Record<ProviderWaitlistEntry['status'], ChipColor> = {
  waiting: 'info',
  offered: 'warning',
  enrolled: 'success',
  declined: 'default',
  paused: 'default',
  inactive: 'default',
};

/**
 * A chip whose label wraps: a chip's label is one line cut with an ellipsis, and a status or a
 * priority in French ("Inactive : non confirmée") can be wider than a 320 px screen's card.
 */
const wrappingChip = {
  height: 'auto',
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
} as const;

export interface WaitlistEntryItemProps {
  entry: ProviderWaitlistEntry;
  /** Names of the catalogue's kinds of care, by id. */
  childcareTypeNames: ReadonlyMap<number, string>;
  onAssign: () => void;
  onOffer: () => void;
  onWithdrawOffer: () => void;
  busy: boolean;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Box component="dt" sx={{ fontWeight: 700 }}>
        {term}
      </Box>
      <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** An age label the server worked out, in words ("Primary / junior school"), or that there is none. */
function labelWords(t: Translate, ageMessages: AgeWordsMessages, label: AgeLabel | ''): string {
  return label === '' ? t('entryNoAgeLabel') : ageLabelWords(ageMessages, label);
}

/**
 * The child's age at the start ("3 years 2 months (Preschool)"), else the age label the server
 * worked out, else that there is none.
 */
function ageAtStartWords(
  { t, language }: ProviderWaitlistMessages,
  ageMessages: AgeWordsMessages,
  entry: ProviderWaitlistEntry,
): string {
  const group =
    entry.ageGroupAtStart === null ? undefined : ageGroupName(language, entry.ageGroupAtStart);
  if (entry.ageAtStart === null) return labelWords(t, ageMessages, entry.ageLabelAtStart);
  const age = ageWords(ageMessages, entry.ageAtStart);
  return group === undefined ? age : t('entryWithGroup', { age, group });
}

const careNoteFields = [
  'allergies',
  'medicalConditions',
  'medications',
  'dietaryNeeds',
  'specialNeeds',
  'notes',
] as const;

const careNoteKeys: Record<(typeof careNoteFields)[number], ProviderWaitlistKey> = {
  allergies: 'careNoteAllergies',
  medicalConditions: 'careNoteMedicalConditions',
  medications: 'careNoteMedications',
  dietaryNeeds: 'careNoteDietaryNeeds',
  specialNeeds: 'careNoteSpecialNeeds',
  notes: 'careNoteNotes',
};

/** The care notes the family wrote: sent only once an offer is made (null before). */
function CareNotes({ t, notes }: { t: Translate; notes: ProviderWaitlistEntry['careNotes'] }) {
  if (notes === null) return <>{t('entryCareNotesHidden')}</>;
  const written = careNoteFields.filter((field) => notes[field].trim() !== '');
  if (written.length === 0) return <>{t('entryNoCareNotes')}</>;
  return (
    <Box component="ul" aria-label={t('entryCareNotes')} sx={{ m: 0, pl: 2 }}>
      {written.map((field) => (
        <Box component="li" key={field} sx={{ whiteSpace: 'pre-line' }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {t('careNoteLine', { label: t(careNoteKeys[field]) })}
          </Box>
          {notes[field]}
        </Box>
      ))}
    </Box>
  );
}

/** One family on the list: position, child, priorities, what they need, status and actions. */
export function WaitlistEntryItem({
  entry,
  childcareTypeNames,
  onAssign,
  onOffer,
  onWithdrawOffer,
  busy,
}: WaitlistEntryItemProps) {
  const messages = useMessages(providerWaitlistCatalogue);
  const ageMessages = useMessages(ageWordsCatalogue);
  const { t } = messages;
  const headingId = `entry-${entry.requestId}`;
  const child = entry.childFirstName;
  // The kinds of care's names come from the shared catalogue (English until it has French names).
  const types =
    entry.childcareTypeIds.length === 0
      ? t('entryAnyType')
      : entry.childcareTypeIds.map((id) => childcareTypeNames.get(id) ?? String(id)).join(', ');
  const deadline =
    entry.openOffer === null ? null : torontoDayAndTime(messages, entry.openOffer.deadlineAt);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 48, textAlign: 'center' }}>
          {entry.position === null ? (
            <Typography variant="body2" color="text.secondary">
              {t('entryNoPosition')}
            </Typography>
          ) : (
            <Typography
              variant="h5"
              component="p"
              sx={{ fontWeight: 800 }}
              aria-label={t('entryPositionLong', { position: entry.position })}
            >
              {t('entryPosition', { position: entry.position })}
            </Typography>
          )}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            {child}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            <Chip
              size="small"
              color={statusColors[entry.status]}
              label={t(statusKeys[entry.status])}
              sx={wrappingChip}
            />
            {entry.priorities.map((priority) => (
              <Chip
                key={priority.id}
                size="small"
                variant="outlined"
                label={t('entryPriorityChip', {
                  name: priorityName(messages, priority),
                  weight: priority.weight,
                })}
                sx={wrappingChip}
              />
            ))}
          </Box>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              // On a phone each term sits above its value: a long term (French's are) in a
              // max-content column would push the card past a 320 px screen.
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
              columnGap: 2,
              rowGap: 0.5,
              my: 2,
              fontSize: '0.875rem',
            }}
          >
            <Fact term={t('entryAgeNow')}>{labelWords(t, ageMessages, entry.ageLabelNow)}</Fact>
            <Fact term={t('entryAgeAtStart')}>{ageAtStartWords(messages, ageMessages, entry)}</Fact>
            <Fact term={t('entryStart')}>{calendarDay(messages, entry.requestedStartDate)}</Fact>
            <Fact term={t('entrySchedule')}>
              {scheduleWords(t, entry.scheduleAvailability) || t('entryAnyTime')}
            </Fact>
            <Fact term={t('entryTypes')}>{types}</Fact>
            <Fact term={t('entryDistance')}>
              {entry.distanceKm === null
                ? t('entryUnknownDistance')
                : entry.distanceApproximate
                  ? t('entryDistanceApproximate', {
                      distance: distanceWords(messages, entry.distanceKm),
                    })
                  : distanceWords(messages, entry.distanceKm)}
            </Fact>
            <Fact term={t('entryJoined')}>{torontoDay(messages, entry.joinedAt)}</Fact>
            <Fact term={t('entryPriorities')}>
              {entry.priorities.length === 0
                ? t('entryNoPriorities')
                : t('entryPriorityList', {
                    names: entry.priorities
                      .map((priority) => priorityName(messages, priority))
                      .join(', '),
                    weight: entry.priorityWeight,
                  })}
            </Fact>
            <Fact term={t('entryFamily')}>
              {entry.family === null ? (
                t('entryContactHidden')
              ) : (
                <>
                  {entry.family.parentName}
                  <br />
                  <a href={`mailto:${entry.family.email}`}>{entry.family.email}</a>
                  {entry.family.phone === null ? null : (
                    <>
                      <br />
                      <a href={`tel:${entry.family.phone}`}>{entry.family.phone}</a>
                    </>
                  )}
                </>
              )}
            </Fact>
            <Fact term={t('entryCareNotes')}>
              <CareNotes t={t} notes={entry.careNotes} />
            </Fact>
            {deadline === null ? null : <Fact term={t('entryOfferDeadline')}>{deadline}</Fact>}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              onClick={onAssign}
              disabled={busy}
              aria-label={t('entryAssignName', { child })}
            >
              {t('entryAssign')}
            </Button>
            {entry.status === 'waiting' ? (
              <Button
                variant="contained"
                onClick={onOffer}
                disabled={busy}
                aria-label={t('entryOfferName', { child })}
              >
                {t('entryOffer')}
              </Button>
            ) : null}
            {entry.openOffer === null ? null : (
              <Button
                variant="outlined"
                color="error"
                onClick={onWithdrawOffer}
                disabled={busy}
                aria-label={t('entryWithdrawOfferName', { child })}
              >
                {t('entryWithdrawOffer')}
              </Button>
            )}
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
