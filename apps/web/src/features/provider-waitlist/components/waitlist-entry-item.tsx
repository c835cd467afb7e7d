import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProviderWaitlistEntry } from '@kinderwait/contract/provider-waitlist';
import type { AgeLabel } from '@kinderwait/contract/rules/age-label';
import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import { formatDeadline } from '../../../components/countdown/deadline-time';
import { ageLabelWords } from '../../../lib/age-label-words';
import { scheduleWords } from '../lib/schedule-words';
import { torontoDay } from '../lib/toronto';
import { providerWaitlistTexts } from '../provider-waitlist-texts';

const texts = providerWaitlistTexts.entry;

type ChipColor = 'default' | 'success' | 'warning' | 'info';
const statusColors: Record<ProviderWaitlistEntry['status'], ChipColor> = {
  waiting: 'info',
  offered: 'warning',
  enrolled: 'success',
  declined: 'default',
  paused: 'default',
  inactive: 'default',
};

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
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** An age label the server worked out, in words ("Primary / junior school"), or that there is none. */
function labelWords(label: AgeLabel | ''): string {
  return label === '' ? texts.noAgeLabel : ageLabelWords[label];
}

/**
 * The child's age at the start ("3 years 2 months (Preschool)"), else the age label the server
 * worked out, else that there is none.
 */
function ageAtStartWords(entry: ProviderWaitlistEntry): string {
  const group = entry.ageGroupAtStart?.name;
  if (entry.ageAtStart === null) return labelWords(entry.ageLabelAtStart);
  const age = texts.age(entry.ageAtStart);
  return group === undefined ? age : texts.withGroup(age, group);
}

const careNoteFields = [
  'allergies',
  'medicalConditions',
  'medications',
  'dietaryNeeds',
  'specialNeeds',
  'notes',
] as const;

/** The care notes the family wrote: sent only once an offer is made (null before). */
function CareNotes({ notes }: { notes: ProviderWaitlistEntry['careNotes'] }) {
  if (notes === null) return <>{texts.careNotesHidden}</>;
  const written = careNoteFields.filter((field) => notes[field].trim() !== '');
  if (written.length === 0) return <>{texts.noCareNotes}</>;
  return (
    <Box component="ul" aria-label={texts.careNotes} sx={{ m: 0, pl: 2 }}>
      {written.map((field) => (
        <Box component="li" key={field} sx={{ whiteSpace: 'pre-line' }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {texts.careNoteLabels[field]}:
          </Box>{' '}
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
  const headingId = `entry-${entry.requestId}`;
  const child = entry.childFirstName;
  const types =
    entry.childcareTypeIds.length === 0
      ? texts.anyType
      : entry.childcareTypeIds.map((id) => childcareTypeNames.get(id) ?? String(id)).join(', ');
  const deadline = entry.openOffer === null ? null : formatDeadline(entry.openOffer.deadlineAt);
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
              {texts.noPosition}
            </Typography>
          ) : (
            <Typography
              variant="h5"
              component="p"
              sx={{ fontWeight: 800 }}
              aria-label={texts.positionLong(entry.position)}
            >
              {texts.position(entry.position)}
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
              label={providerWaitlistTexts.statuses[entry.status]}
            />
            {entry.priorities.map((priority) => (
              <Chip
                key={priority.id}
                size="small"
                variant="outlined"
                label={`${priority.name} · ${texts.weight(priority.weight)}`}
              />
            ))}
          </Box>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 2,
              rowGap: 0.5,
              my: 2,
              fontSize: '0.875rem',
            }}
          >
            <Fact term={texts.ageNow}>{labelWords(entry.ageLabelNow)}</Fact>
            <Fact term={texts.ageAtStart}>{ageAtStartWords(entry)}</Fact>
            <Fact term={texts.start}>{formatStartDate(entry.requestedStartDate)}</Fact>
            <Fact term={texts.schedule}>
              {scheduleWords(entry.scheduleAvailability) || texts.anyTime}
            </Fact>
            <Fact term={texts.types}>{types}</Fact>
            <Fact term={texts.distance}>
              {entry.distanceKm === null
                ? texts.unknownDistance
                : texts.distanceKm(entry.distanceKm, entry.distanceApproximate)}
            </Fact>
            <Fact term={texts.joined}>{torontoDay(entry.joinedAt)}</Fact>
            <Fact term={texts.priorities}>
              {entry.priorities.length === 0
                ? texts.noPriorities
                : `${entry.priorities.map((priority) => priority.name).join(', ')} (${texts.weight(entry.priorityWeight)})`}
            </Fact>
            <Fact term={texts.family}>
              {entry.family === null ? (
                texts.contactHidden
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
            <Fact term={texts.careNotes}>
              <CareNotes notes={entry.careNotes} />
            </Fact>
            {deadline === null ? null : (
              <Fact term={texts.offerDeadline}>{`${deadline.date}, ${deadline.time}`}</Fact>
            )}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              onClick={onAssign}
              disabled={busy}
              aria-label={texts.assignName(child)}
            >
              {texts.assign}
            </Button>
            {entry.status === 'waiting' ? (
              <Button
                variant="contained"
                onClick={onOffer}
                disabled={busy}
                aria-label={texts.offerName(child)}
              >
                {texts.offer}
              </Button>
            ) : null}
            {entry.openOffer === null ? null : (
              <Button
                variant="outlined"
                color="error"
                onClick={onWithdrawOffer}
                disabled={busy}
                aria-label={texts.withdrawOfferName(child)}
              >
                {texts.withdrawOffer}
              </Button>
            )}
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
