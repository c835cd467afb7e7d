import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { BroadcastOrder, FamilyBroadcastBody } from '@kinderwait/contract/broadcast';
import type { ChildInfo } from '@kinderwait/contract/children';
import { ageGroupOfAgeLabel } from '@kinderwait/contract/rules/age-group';
import { ageLabel } from '@kinderwait/contract/rules/age-label';
import { normalizeAvailabilitySlots } from '@kinderwait/contract/rules/availability';
import { WaitlistData, distanceKm, earliestStartDate } from '@kinderwait/contract/waitlist';
import type { WaitlistTicket } from '@kinderwait/contract/waitlist';
import { paths } from '../../../config/paths';
import { apiErrorCodeOf, errorMessageFor } from '../../../api/error-words';
import { useBroadcastReach } from '../../../api/broadcast/get-broadcast-reach';
import { useChildInfo } from '../../../api/children/get-child-info';
import { useChildTicket } from '../../../api/waitlist/get-child-ticket';
import { AvailabilityPicker } from '../../../components/availability-picker/availability-picker';
import {
  ChildcareTypesField,
  DistanceField,
  FeeBracketsField,
  ProviderTypesField,
  SchoolPlansField,
  StartDateField,
} from '../../../components/care-filters/filter-fields';
import { useSchedulePickerLabel } from '../../../components/care-filters/schedule-label';
import { startDateProblem, todayIso } from '../../../components/care-filters/start-date';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCreateBroadcastOrder } from '../api/create-broadcast-order';
import { richMessage, useMessages } from '../../../lib/i18n/use-messages';
import { broadcastCatalogue } from '../broadcast-messages';
import { broadcastErrorWords } from '../lib/broadcast-format';
import { PageState } from './page-state';
import { PayStep } from './pay-step';
import { useValidationWords } from '../../../components/form/validation-words';

/** How long the choices must rest before the reach is counted again. */
export const reachDebounceMs = 400;

/** The choices so far: the wizard's waitlist data, any list possibly not answered yet. */
export type BroadcastChoices = Partial<WaitlistData>;

/**
 * Where the choices start: the child's ticket when there is one (a start date already past moves
 * to the earliest possible), else 5 km and the earliest start date, nothing ticked.
 */
export function startingChoices(
  ticket: WaitlistTicket | null,
  child: Pick<ChildInfo, 'dateOfBirth'>,
  today: string,
): BroadcastChoices {
  const earliest = earliestStartDate(child.dateOfBirth, today);
  if (ticket === null) {
    return { Distance: distanceKm.default, RequestedStartDate: earliest, ScheduleAvailability: [] };
  }
  return {
    Distance: ticket.Distance,
    ProviderTypes: ticket.ProviderTypes,
    ChildcareTypes: ticket.ChildcareTypes,
    SchoolPlans: ticket.SchoolPlans,
    PaymentOptions: ticket.PaymentOptions,
    RequestedStartDate: ticket.RequestedStartDate < earliest ? earliest : ticket.RequestedStartDate,
    ScheduleAvailability: ticket.ScheduleAvailability,
  };
}

function isSchoolAge(dateOfBirth: string, startDate: string | undefined): boolean {
  return ageGroupOfAgeLabel(ageLabel(dateOfBirth, startDate)) === 'school-age';
}

/** The body of reach and create, or undefined while the choices cannot be sent. */
export function broadcastBodyOf(
  childId: string,
  child: Pick<ChildInfo, 'firstName' | 'dateOfBirth'>,
  choices: BroadcastChoices,
  today: string,
): FamilyBroadcastBody | undefined {
  if (startDateProblem(choices.RequestedStartDate, today, child) !== undefined) return undefined;
  const schoolAge = isSchoolAge(child.dateOfBirth, choices.RequestedStartDate);
  const parsed = WaitlistData.safeParse({
    Distance: choices.Distance ?? distanceKm.default,
    ProviderTypes: choices.ProviderTypes ?? [],
    ChildcareTypes: choices.ChildcareTypes ?? [],
    SchoolPlans: schoolAge ? (choices.SchoolPlans ?? []) : [],
    PaymentOptions: choices.PaymentOptions ?? [],
    RequestedStartDate: choices.RequestedStartDate,
    ScheduleAvailability: normalizeAvailabilitySlots(choices.ScheduleAvailability ?? []),
  });
  return parsed.success ? { childId, filters: parsed.data } : undefined;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={3}>{children}</Stack>
    </Paper>
  );
}

function Reach({ childId, body }: { childId: string; body: FamilyBroadcastBody | undefined }) {
  const messages = useMessages(broadcastCatalogue);
  const { t } = messages;
  const errorWords = broadcastErrorWords(messages);
  const reach = useBroadcastReach(body);
  let content: ReactNode;
  if (body === undefined) content = t('filtersReachIncomplete');
  else if (reach.isError) {
    const reason = errorMessageFor(reach.error, errorWords);
    content =
      apiErrorCodeOf(reach.error) === 'child_location_missing'
        ? richMessage(messages, 'filtersReachMissingLocation', {
            reason,
            link: (chunks) => (
              <RouterLink to={paths.app.childEnrollment.getHref(childId)}>{chunks}</RouterLink>
            ),
          })
        : t('failedWithReason', { failed: t('filtersReachFailed'), reason });
  } else if (reach.data === undefined) content = t('filtersReachCounting');
  else if (reach.data === 0) {
    content = richMessage(messages, 'filtersReachNone', {
      reach: t('filtersReach', { count: 0 }),
      reason: t('errorBroadcastReachesNoOne'),
      strong: (chunks) => <strong>{chunks}</strong>,
    });
  } else content = <strong>{t('filtersReach', { count: reach.data })}</strong>;
  return (
    <Alert
      severity={reach.isError || reach.data === 0 ? 'warning' : 'info'}
      role="status"
      aria-live="polite"
      sx={{ position: { sm: 'sticky' }, top: { sm: 8 }, zIndex: 1 }}
    >
      {content}
    </Alert>
  );
}

function Choices({
  childId,
  child,
  initial,
  roleId,
  onPaid,
}: {
  childId: string;
  child: ChildInfo;
  initial: BroadcastChoices;
  roleId: number | undefined;
  onPaid: (order: BroadcastOrder) => void;
}) {
  const messages = useMessages(broadcastCatalogue);
  const { t } = messages;
  const { failure } = useValidationWords();
  const today = todayIso();
  const pickerLabel = useSchedulePickerLabel();
  const [choices, setChoices] = useState<BroadcastChoices>(initial);
  const [checked, setChecked] = useState(false);
  const create = useCreateBroadcastOrder();
  const payHeading = useRef<HTMLDivElement>(null);
  const change = (patch: BroadcastChoices) => {
    setChoices((current) => ({ ...current, ...patch }));
    if (create.data !== undefined) create.reset();
  };
  const body = broadcastBodyOf(childId, child, choices, today);
  const bodyKey = JSON.stringify(body ?? null);
  const settled = useDebouncedValue(body, bodyKey, reachDebounceMs);
  const reach = useBroadcastReach(settled);
  // The count shown is of these very choices (not of the ones before the last change).
  const upToDate = JSON.stringify(settled ?? null) === bodyKey && !reach.isPlaceholderData;
  const canCreate =
    body !== undefined && upToDate && reach.data !== undefined && reach.data > 0 && !reach.isError;
  const schoolAge = isSchoolAge(child.dateOfBirth, choices.RequestedStartDate);
  const order = create.data;

  useEffect(() => {
    if (order !== undefined) payHeading.current?.focus();
  }, [order]);

  return (
    <Stack spacing={2}>
      <Typography>{t('filtersIntro')}</Typography>
      <Reach childId={childId} body={settled} />
      <Section id="broadcast-where" title={t('filtersWhereHeading')}>
        <ProviderTypesField
          value={choices.ProviderTypes}
          onChange={(ids) => {
            change({ ProviderTypes: ids });
          }}
          showRequired={checked}
        />
        <DistanceField
          value={choices.Distance}
          onChange={(km) => {
            change({ Distance: km });
          }}
        />
      </Section>
      <Section id="broadcast-care" title={t('filtersCareHeading')}>
        <ChildcareTypesField
          value={choices.ChildcareTypes}
          onChange={(ids) => {
            change({ ChildcareTypes: ids });
          }}
        />
        {schoolAge ? (
          <SchoolPlansField
            value={choices.SchoolPlans}
            onChange={(ids) => {
              change({ SchoolPlans: ids });
            }}
          />
        ) : null}
      </Section>
      <Section id="broadcast-when" title={t('filtersWhenHeading')}>
        <StartDateField
          value={choices.RequestedStartDate}
          onChange={(value) => {
            change({ RequestedStartDate: value });
          }}
          today={today}
          child={child}
          checked={checked}
        />
        <AvailabilityPicker
          label={pickerLabel}
          headingComponent="h3"
          value={choices.ScheduleAvailability ?? []}
          onChange={(slots) => {
            change({ ScheduleAvailability: slots });
          }}
        />
      </Section>
      <Section id="broadcast-fees" title={t('filtersFeesHeading')}>
        <FeeBracketsField
          value={choices.PaymentOptions}
          onChange={(ids) => {
            change({ PaymentOptions: ids });
          }}
        />
      </Section>
      {create.isError ? (
        <Alert severity="error" role="alert">
          {t('failedWithReason', {
            failed: t('createFailed'),
            reason: failure(
              create.error,
              errorMessageFor(create.error, broadcastErrorWords(messages)),
            ),
          })}
        </Alert>
      ) : null}
      {order === undefined ? (
        <Button
          variant="contained"
          size="large"
          sx={{ alignSelf: 'flex-start' }}
          disabled={!canCreate || create.isPending}
          onClick={() => {
            setChecked(true);
            if (body !== undefined) create.mutate(body);
          }}
        >
          {create.isPending ? t('filtersCreating') : t('continueToPayment')}
        </Button>
      ) : (
        <Paper
          ref={payHeading}
          tabIndex={-1}
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, outline: 'none' }}
        >
          <PayStep order={order} roleId={roleId} onPaid={onPaid} />
        </Paper>
      )}
    </Stack>
  );
}

export interface FilterSelectionPageProps {
  childId: string;
  roleId: number | undefined;
  /** The order was paid from the allowance (it is sending): its page opens. */
  onPaid: (order: BroadcastOrder) => void;
}

/**
 * /broadcast/filter-selection/{childId} (familyBroadcast.create): the wizard's own filter controls
 * on one page, starting from the child's ticket when there is one, with the live count of the
 * providers the broadcast would reach (a broadcast reaching no one cannot be created); then the
 * order is created and paid.
 */
export function FilterSelectionPage(props: FilterSelectionPageProps) {
  return (
    <Suspense fallback={null}>
      <FilterSelectionContent {...props} />
    </Suspense>
  );
}

function FilterSelectionContent({ childId, roleId, onPaid }: FilterSelectionPageProps) {
  const { t } = useMessages(broadcastCatalogue);
  const child = useChildInfo(childId);
  const ticket = useChildTicket(childId, { refetchOnMount: 'always' });
  // Once read on this visit, the choices stay mounted (a later refetch does not reset them).
  const failed = child.error ?? ticket.error;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {child.data === undefined
          ? t('sectionTitle')
          : t('broadcastFor', { firstName: child.data.firstName })}
      </Typography>
      {child.data !== undefined && ticket.isFetchedAfterMount && ticket.data !== undefined ? (
        <Choices
          childId={childId}
          child={child.data}
          initial={startingChoices(ticket.data, child.data, todayIso())}
          roleId={roleId}
          onPaid={onPaid}
        />
      ) : (
        <PageState
          error={failed}
          failedText={t('filtersLoadFailed')}
          loadingLabel={t('loading')}
          onRetry={() => {
            void child.refetch();
            void ticket.refetch();
          }}
        />
      )}
    </Container>
  );
}
