import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
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
import {
  waitlistWizardErrorWords,
  waitlistWizardLoadErrorWords,
  waitlistWizardTexts as texts,
} from '../waitlist-wizard-texts';
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
  let text: string;
  if (settled === undefined) text = texts.matchesAfterChoices;
  else if (count.isError)
    text = `${texts.countFailed} ${errorMessageFor(count.error, waitlistWizardErrorWords(child))}`;
  else if (count.data === undefined) text = texts.countingMatches;
  else text = texts.matchesSoFar(count.data);
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
export function WaitlistWizardShell({ childId, outlet }: WaitlistWizardShellProps) {
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
        {child.data === undefined ? texts.pageTitle : texts.heading(child.data.firstName)}
      </Typography>
      {context === undefined ? (
        failed ? (
          <LoadFailedAlert
            error={child.error ?? ticket.error}
            retryLabel={texts.retry}
            onRetry={() => {
              void child.refetch();
              void ticket.refetch();
            }}
          >
            {texts.loadFailed}{' '}
            {errorMessageFor(child.error ?? ticket.error, waitlistWizardLoadErrorWords)}
          </LoadFailedAlert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={texts.loading} />
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
