import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { ChildInfo } from '@kinderwait/contract/children';
import { earliestStartDate } from '@kinderwait/contract/waitlist';
import { paths } from '../../../config/paths';
import { errorMessageFor } from '../../../api/error-words';
import { LoadFailedAlert } from '../../../components/feedback/load-failed-alert';
import { useChildInfo } from '../../../api/children/get-child-info';
import { useChildTicket } from '../../../api/waitlist/get-child-ticket';
import { useMatchingProvidersCount } from '../api/count-matching-providers';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  filtersBodyOf,
  isSchoolAge,
  readStoredDraft,
  resumeStep,
  startingDraft,
  todayIso,
  visibleSteps,
} from '../lib/wizard-draft';
import type { WizardDraft } from '../lib/wizard-draft';
import { useMessages } from '../../../lib/i18n/use-messages';
import { waitlistWizardCatalogue } from '../waitlist-wizard-messages';
import { waitlistWizardErrorWords, waitlistWizardLoadErrorWords } from '../wizard-words';
import { leaveWizard, startWizard, useWizardStore } from '../wizard-store';
import { WizardContext } from './wizard-context';
import type { WizardContextValue } from './wizard-context';

/** How long the choices must rest before the matches are counted again. */
export const matchCountDebounceMs = 400;

function MatchCount({
  childId,
  child,
  draft,
  schoolAge,
}: {
  childId: string;
  child: ChildInfo;
  draft: WizardDraft;
  schoolAge: boolean;
}) {
  const body = filtersBodyOf(draft, schoolAge, earliestStartDate(child.dateOfBirth, todayIso()));
  const settled = useDebouncedValue(body, JSON.stringify(body ?? null), matchCountDebounceMs);
  const count = useMatchingProvidersCount(childId, settled);
  const messages = useMessages(waitlistWizardCatalogue);
  const { t, intl, language } = messages;
  let text: string;
  if (settled === undefined) text = t('matchesAfterChoices');
  else if (count.isError)
    text = `${t('countFailed')} ${errorMessageFor(count.error, waitlistWizardErrorWords(messages, child))}`;
  else if (count.data === undefined) text = t('countingMatches');
  else
    text = t('matchesSoFar', {
      total: count.data,
      // English writes the count as it always has ("1066"); French groups it ("1 066").
      count: language === 'en' ? String(count.data) : intl.formatNumber(count.data),
    });
  return (
    <Typography role="status" aria-live="polite" color="text.secondary" sx={{ mb: 2 }}>
      {text}
    </Typography>
  );
}

export interface WaitlistWizardShellProps {
  childId: string;
  /** The current step's page; null at the index route, which then resumes where the parent was. */
  outlet: ReactNode | null;
}

/**
 * The wizard at /waitlist/{childId} (docs/product/waitlist.md#filters-wizard): loads the child (for
 * its age) and its ticket, starts from the ticket or from this child's saved draft (the newer),
 * shows how many providers match so far, and renders the current step. The index route goes on to
 * the saved step, or the first one not done.
 */
export function WaitlistWizardShell(props: WaitlistWizardShellProps) {
  return (
    <Suspense fallback={null}>
      <Shell {...props} />
    </Suspense>
  );
}

function Shell({ childId, outlet }: WaitlistWizardShellProps) {
  const messages = useMessages(waitlistWizardCatalogue);
  const { t } = messages;
  const child = useChildInfo(childId);
  // Asked again on each visit: the ticket may have changed on another device.
  const ticket = useChildTicket(childId, { refetchOnMount: 'always' });
  const draft = useWizardStore((state) => state.draft);
  const finishing = useWizardStore((state) => state.finishing);
  const ticketReady = ticket.isFetchedAfterMount && !ticket.isFetching && ticket.isSuccess;

  useEffect(() => {
    if (!ticketReady || child.data === undefined || finishing) return;
    if (useWizardStore.getState().draft?.childId === childId) return;
    startWizard(
      startingDraft(
        { id: childId, dateOfBirth: child.data.dateOfBirth },
        readStoredDraft(),
        ticket.data,
      ),
    );
  }, [ticketReady, child.data, childId, ticket.data, finishing]);

  useEffect(() => leaveWizard, []);

  const context = useMemo((): WizardContextValue | undefined => {
    if (child.data === undefined || draft?.childId !== childId) return undefined;
    const schoolAge = isSchoolAge(child.data.dateOfBirth, draft.RequestedStartDate);
    return { childId, child: child.data, draft, schoolAge, steps: visibleSteps(schoolAge) };
  }, [child.data, childId, draft]);

  const failed = child.isError || ticket.isError;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {child.data === undefined
          ? t('pageTitle')
          : t('heading', { firstName: child.data.firstName })}
      </Typography>
      {context === undefined ? (
        failed ? (
          <LoadFailedAlert
            error={child.error ?? ticket.error}
            retryLabel={t('retry')}
            onRetry={() => {
              void child.refetch();
              void ticket.refetch();
            }}
          >
            {[
              t('loadFailed'),
              errorMessageFor(child.error ?? ticket.error, waitlistWizardLoadErrorWords(messages)),
            ].join(' ')}
          </LoadFailedAlert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('loading')} />
          </Box>
        )
      ) : (
        <WizardContext.Provider value={context}>
          <MatchCount
            childId={childId}
            child={context.child}
            draft={context.draft}
            schoolAge={context.schoolAge}
          />
          {outlet ?? (
            <Navigate
              replace
              to={paths.app.waitlistWizard.getHref(
                childId,
                resumeStep(context.draft, context.steps),
              )}
            />
          )}
        </WizardContext.Provider>
      )}
    </Container>
  );
}
