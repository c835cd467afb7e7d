import { Suspense, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ParentChildcareRequest } from '@kinderwait/contract/waitlist';
import { errorMessageFor } from '../../../api/error-words';
import { paths } from '../../../config/paths';
import { useFirstScreenful } from '../../../lib/use-first-screenful';
import { notify } from '../../../stores/notification-store';
import { useParentRequests } from '../../../api/waitlist/get-parent-requests';
import { useWithdrawRequest } from '../api/withdraw-request';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareRequestsCatalogue } from '../childcare-requests-messages';
import { requestsErrorWords } from '../request-words';
import type { RequestsMessages } from '../request-words';
import { groupRequestsByChild } from '../lib/group-requests';
import { RequestItem } from './request-item';
import { TicketTools } from './ticket-tools';
import { WithdrawDialog } from './withdraw-dialog';

/** How many requests render before the others: more than a phone or a desktop screen shows. */
const firstScreenfulRequests = 6;

/** The search parameter that shows one child's requests (the children list links with it). */
export const childFilterParam = 'childId';

export interface ChildcareRequestsPageProps {
  parentId: string;
  /** Shown above the requests: what happened since the last visit (composed by the app). */
  notices?: ReactNode;
}

/**
 * /waitlist/childcare-requests: every request of the parent, grouped by child (or one child's),
 * with its status, date sent and place in line; a request is withdrawn after a confirmation and
 * shows withdrawn at once.
 */
export function ChildcareRequestsPage(props: ChildcareRequestsPageProps) {
  // The words' chunk loads on first use (the route loads it before it opens).
  return (
    <Suspense fallback={null}>
      <ChildcareRequestsContent {...props} />
    </Suspense>
  );
}

/** The screen's title, its description and its loading words, for the route's head. */
export function requestsPageWords({ t }: RequestsMessages) {
  return { title: t('title'), description: t('pageDescription'), loading: t('loading') };
}

function ChildcareRequestsContent({ parentId, notices }: ChildcareRequestsPageProps) {
  const messages = useMessages(childcareRequestsCatalogue);
  const { t } = messages;
  const requests = useParentRequests(parentId);
  const [search, setSearch] = useSearchParams();
  const [confirming, setConfirming] = useState<ParentChildcareRequest | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const rows = useRef(new Map<string, HTMLLIElement>());
  const failureRef = useRef<HTMLDivElement>(null);
  // The Withdraw button that opened the dialog, focused again when the parent keeps the request.
  const opener = useRef<HTMLElement | null>(null);

  const childName = (firstName: string, lastName: string) =>
    t('childHeading', { firstName, lastName }).trim();

  const withdraw = useWithdrawRequest(parentId, {
    onSuccess: (_answer, { request }) => {
      notify({ message: t('withdrawn', { provider: request.providerName }) });
    },
    onError: (error, { request }) => {
      setFailure(
        t('withdrawFailed', {
          provider: request.providerName,
          message: errorMessageFor(error, requestsErrorWords(messages)),
        }),
      );
      requestAnimationFrame(() => failureRef.current?.focus());
    },
  });

  function confirmWithdraw(request: ParentChildcareRequest, reason: string) {
    setConfirming(undefined);
    setFailure(undefined);
    withdraw.mutate({ request, reason });
    // The row shows withdrawn at once and its button is gone: focus stays on the row.
    requestAnimationFrame(() => rows.current.get(request.id)?.focus());
  }

  const groups = groupRequestsByChild(requests.data?.items ?? []);
  const asked = search.get(childFilterParam);
  // An unknown child (say, one whose last request is gone) shows every child.
  const filter = groups.some((group) => group.childId === asked) ? asked : null;
  const shown = filter === null ? groups : groups.filter((group) => group.childId === filter);
  // The first requests at once, the rest in a transition (lib/use-first-screenful.ts).
  const limit = useFirstScreenful(requests.isSuccess, firstScreenfulRequests);
  const visible = shown.reduce<ParentChildcareRequest[][]>((lists, group) => {
    const before = lists.reduce((count, list) => count + list.length, 0);
    return [...lists, group.requests.slice(0, Math.max(limit - before, 0))];
  }, []);

  let body;
  if (requests.isPending) {
    body = <CircularProgress aria-label={t('loading')} />;
  } else if (requests.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void requests.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')} {errorMessageFor(requests.error, requestsErrorWords(messages))}
      </Alert>
    );
  } else if (groups.length === 0) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('empty')}</Typography>
        <Button
          component={RouterLink}
          to={paths.app.waitlistChildren.getHref()}
          variant="contained"
        >
          {t('emptyAction')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={4}>
        {groups.length > 1 ? (
          <FormControl sx={{ maxWidth: 320 }} size="small">
            <InputLabel id="child-filter-label">{t('childFilter')}</InputLabel>
            <Select
              labelId="child-filter-label"
              label={t('childFilter')}
              value={filter ?? ''}
              displayEmpty
              onChange={(event) => {
                const next = new URLSearchParams(search);
                if (event.target.value === '') next.delete(childFilterParam);
                else next.set(childFilterParam, event.target.value);
                setSearch(next, { replace: true });
              }}
            >
              <MenuItem value="">{t('allChildren')}</MenuItem>
              {groups.map((group) => (
                <MenuItem key={group.childId} value={group.childId}>
                  {childName(group.firstName, group.lastName)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        ) : null}
        {shown.map((group, index) => (
          <Box component="section" key={group.childId} aria-labelledby={`child-${group.childId}`}>
            <Typography
              id={`child-${group.childId}`}
              component="h2"
              variant="h5"
              sx={{ fontWeight: 700, mb: 0.5 }}
            >
              {childName(group.firstName, group.lastName)}
            </Typography>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                mb: 2,
              }}
            >
              <Typography variant="body2" color="text.secondary">
                {t('requestCount', {
                  active: group.requests.filter((item) => item.status !== 'withdrawn').length,
                  withdrawn: group.requests.filter((item) => item.status === 'withdrawn').length,
                })}
              </Typography>
              <Button
                component={RouterLink}
                to={paths.app.childcareProviders.getHref(group.childId)}
                size="small"
                aria-label={t('moreCareName', { firstName: group.firstName })}
              >
                {t('moreCare')}
              </Button>
            </Box>
            {group.requests[0] === undefined ? null : (
              <TicketTools
                childId={group.childId}
                ticketId={group.requests[0].ticketId}
                firstName={group.firstName}
              />
            )}
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
              {(visible[index] ?? []).map((request) => (
                <RequestItem
                  key={request.id}
                  request={request}
                  pausedCount={group.requests.filter((other) => other.status === 'paused').length}
                  onOfferExpired={() => void requests.refetch()}
                  rowRef={(element) => {
                    if (element === null) rows.current.delete(request.id);
                    else rows.current.set(request.id, element);
                  }}
                  onWithdraw={() => {
                    opener.current =
                      document.activeElement instanceof HTMLElement ? document.activeElement : null;
                    setConfirming(request);
                  }}
                />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
      {notices}
      {failure === undefined ? null : (
        <Alert
          ref={failureRef}
          tabIndex={-1}
          severity="error"
          sx={{ mb: 3 }}
          onClose={() => {
            setFailure(undefined);
          }}
        >
          {failure}
        </Alert>
      )}
      {body}
      <WithdrawDialog
        request={confirming}
        onCancel={() => {
          setConfirming(undefined);
          requestAnimationFrame(() => opener.current?.focus());
        }}
        onConfirm={confirmWithdraw}
      />
    </Container>
  );
}
