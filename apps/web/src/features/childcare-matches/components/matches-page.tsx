import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { torontoOpenDataAttribution } from '@kinderwait/contract/brand';
import { mobileBreakpoint } from '@kinderwait/contract/constants';
import { matchesPageSize, matchSorts, requestsPerSendMax } from '@kinderwait/contract/waitlist';
import type { MatchedProvider, MatchSort } from '@kinderwait/contract/waitlist';
import { useChildcareTypes } from '../../../api/catalogues/get-childcare-types';
import { useChildInfo } from '../../../api/children/get-child-info';
import { useChildTicket } from '../../../api/waitlist/get-child-ticket';
import type { MatchesListQuery } from '../../../api/waitlist/waitlist-keys';
import { useLanguages } from '../../../api/catalogues/get-languages';
import { useProviderTypes } from '../../../api/catalogues/get-provider-types';
import { apiErrorCodeOf, errorMessageFor } from '../../../api/error-words';
import { LoadFailedAlert } from '../../../components/feedback/load-failed-alert';
import { LazyMarkersMap } from '../../../components/location/lazy-maps';
import { paths } from '../../../config/paths';
import { useFirstScreenful } from '../../../lib/use-first-screenful';
import { notify } from '../../../stores/notification-store';
import { useMatch } from '../api/get-match';
import { useMatches } from '../api/get-matches';
import { useSaveFavorite } from '../api/save-favorite';
import { useSendRequests } from '../api/send-requests';
import { ageGroupName, childcareTypeWords, languageName } from '../../../lib/catalogue-names';
import type { Language } from '../../../lib/i18n/language';
import { useMessages } from '../../../lib/i18n/use-messages';
import { childcareMatchesCatalogue } from '../childcare-matches-messages';
import { matchesErrorWords, noMatchesHint, sortWords } from '../match-words';
import type { MatchesMessages } from '../match-words';
import type { SendingResult } from '../lib/sending-result';
import { MatchCard } from './match-card';
import { MatchDetails } from './match-details';

export const matchesPerPage = matchesPageSize.list;

function isSort(value: string | null): value is MatchSort {
  return value !== null && (matchSorts as readonly string[]).includes(value);
}

/** The list's sort, filters and page live in the URL, so a reload or a link keeps them. */
function useListQuery(): [MatchesListQuery, (change: Partial<MatchesListQuery>) => void] {
  const [search, setSearch] = useSearchParams();
  const sort = search.get('sort');
  const page = Number(search.get('page') ?? '1');
  const query: MatchesListQuery = {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: matchesPerPage,
    sort: isSort(sort) ? sort : 'recommended',
    withVacancy: search.get('withVacancy') === 'true',
    cwelcc: search.get('cwelcc') === 'true',
    liked: search.get('liked') === 'true',
  };
  const update = (change: Partial<MatchesListQuery>) => {
    const next = { ...query, ...change };
    const params = new URLSearchParams();
    if (next.sort !== 'recommended') params.set('sort', next.sort);
    if (next.withVacancy) params.set('withVacancy', 'true');
    if (next.cwelcc) params.set('cwelcc', 'true');
    if (next.liked) params.set('liked', 'true');
    if (next.page > 1) params.set('page', String(next.page));
    const open = search.get(openProviderParam);
    if (open !== null) params.set(openProviderParam, open);
    setSearch(params, { replace: true, preventScrollReset: true });
  };
  return [query, update];
}

/** The query parameter naming the provider whose details are open, so they can be shared. */
const openProviderParam = 'provider';

/** How many match cards render before the others: more than a phone or a desktop screen shows. */
const firstScreenfulMatches = 5;

/**
 * The provider whose details are open, in the URL: a link to the matches with `?provider=<id>`
 * opens them (the parent can send it to a partner), and Back closes them.
 */
function useOpenProvider(): [string | undefined, (id: string | undefined) => void] {
  const [search, setSearch] = useSearchParams();
  const openId = search.get(openProviderParam) ?? undefined;
  const setOpenId = (id: string | undefined) => {
    const params = new URLSearchParams(search);
    if (id === undefined) params.delete(openProviderParam);
    else params.set(openProviderParam, id);
    setSearch(params, { replace: id === undefined, preventScrollReset: true });
  };
  return [openId, setOpenId];
}

function Problem({ message, actions }: { message: string; actions: ReactNode }) {
  return (
    <Alert severity="warning" sx={{ my: 2 }}>
      <Typography sx={{ mb: 1 }}>{message}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {actions}
      </Stack>
    </Alert>
  );
}

function LinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} variant="outlined" color="inherit" size="small">
      {children}
    </Button>
  );
}

export interface MatchesPageProps {
  childId: string;
  /** Called with what the server answered once the requests are sent. */
  onSent: (result: SendingResult) => void;
  /**
   * Pixels a fixed bar covers at the bottom of narrow screens (the tab bar below
   * `mobileBreakpoint`): the send bar stays above it.
   */
  bottomInsetPx?: number;
}

/**
 * The providers matching a child's waitlist ticket (docs/product/waitlist.md#the-providers-list),
 * as a list and on a map: side by side on wide screens, as two tabs (list first) on phones. Sort,
 * filters and page are in the URL; the selection survives paging, so a parent can choose across
 * pages and send all at once.
 */

/** A match with its age group named in the active language (the server names it in English). */
function withAgeGroupName(language: Language, provider: MatchedProvider): MatchedProvider {
  return {
    ...provider,
    ageGroup: { ...provider.ageGroup, name: ageGroupName(language, provider.ageGroup) },
  };
}

export function MatchesPage(props: MatchesPageProps) {
  // The words' chunk loads on first use (the route loads it before it opens).
  return (
    <Suspense fallback={null}>
      <MatchesContent {...props} />
    </Suspense>
  );
}

/** The matches screen's title and description, for the route's head. */
export function matchesPageHead({ t }: MatchesMessages) {
  return { title: t('pageTitle'), description: t('pageDescription') };
}

function MatchesContent({ childId, onSent, bottomInsetPx = 0 }: MatchesPageProps) {
  const messages = useMessages(childcareMatchesCatalogue);
  const { t } = messages;
  const errorWords = matchesErrorWords(messages);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [query, setQuery] = useListQuery();
  const [tab, setTab] = useState<'list' | 'map'>('list');
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const [openId, setOpenId] = useOpenProvider();
  const [highlightedId, setHighlightedId] = useState<string | undefined>(undefined);
  const sortId = useId();

  const child = useChildInfo(childId);
  const ticket = useChildTicket(childId);
  const matches = useMatches(childId, query);
  const providerTypes = useProviderTypes();
  const languages = useLanguages();
  const childcareTypes = useChildcareTypes();
  // Catalogue words in the active language: the server's are English (lib/catalogue-names.ts).
  const language = messages.language;
  const languageItems = useMemo(
    () => languages.data?.map((item) => ({ ...item, name: languageName(language, item) })),
    [languages.data, language],
  );
  const childcareTypeItems = useMemo(
    () => childcareTypes.data?.map((item) => childcareTypeWords(language, item)),
    [childcareTypes.data, language],
  );
  const items = useMemo(
    () => (matches.data?.items ?? []).map((item) => withAgeGroupName(language, item)),
    [matches.data, language],
  );
  // The first cards at once, the rest in a transition (lib/use-first-screenful.ts).
  const cardLimit = useFirstScreenful(matches.isSuccess, firstScreenfulMatches);
  const listed = items.find((item) => item.id === openId);
  const opened = useMatch(childId, openId, listed);
  const openedData =
    opened.data === undefined ? undefined : withAgeGroupName(language, opened.data);

  const favorite = useSaveFavorite({
    childId,
    onError: (_error, body) => {
      const name = items.find((item) => item.id === body.childcareProviderId)?.name ?? '';
      notify({ message: t('likeFailed', { name }), color: 'error' });
    },
  });
  const send = useSendRequests({
    mutationConfig: {
      onSuccess: (answer) => {
        onSent({
          childId,
          childFirstName: child.data?.firstName ?? null,
          items: answer.items,
        });
      },
    },
  });

  const firstName = child.data?.firstName;
  const heading = (
    <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
      {firstName === undefined ? t('pageTitle') : t('headingFor', { firstName })}
    </Typography>
  );
  const wizardHref = paths.app.waitlistWizard.getHref(childId);
  const childrenHref = paths.app.waitlistChildren.getHref();

  const setSelectedOf = (provider: MatchedProvider, on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(provider.id, provider.name);
      else next.delete(provider.id);
      return next;
    });
  };
  const roomLeft = selected.size < requestsPerSendMax;
  const like = (provider: MatchedProvider, liked: boolean) => {
    favorite.mutate({ childcareProviderId: provider.id, liked });
  };

  // The states where there is nothing to list, each with its way forward.
  const code = apiErrorCodeOf(matches.error ?? ticket.error ?? child.error);
  let problem: ReactNode = null;
  if (ticket.data === null || code === 'waitlist_ticket_not_found') {
    problem = (
      <Problem
        message={t('errorTicketNotFound')}
        actions={<LinkButton to={wizardHref}>{t('toWizard')}</LinkButton>}
      />
    );
  } else if (code === 'child_location_missing') {
    problem = (
      <Problem
        message={t('errorChildLocationMissing')}
        actions={
          <LinkButton to={paths.app.childEnrollment.getHref(childId)}>
            {t('setLocation')}
          </LinkButton>
        }
      />
    );
  } else if (code === 'start_date_before_birth') {
    problem = (
      <Problem
        message={t('errorStartDateBeforeBirth')}
        actions={
          <LinkButton to={paths.app.waitlistWizard.getHref(childId, 'schedule-availability')}>
            {t('changeStartDate')}
          </LinkButton>
        }
      />
    );
  } else if (code === 'child_out_of_age_range' || code === 'child_not_found') {
    problem = (
      <Problem
        message={errorWords[code] ?? ''}
        actions={<LinkButton to={childrenHref}>{t('backToChildren')}</LinkButton>}
      />
    );
  } else if (matches.isError && matches.data === undefined) {
    problem = (
      <LoadFailedAlert
        sx={{ my: 2 }}
        error={matches.error}
        retryLabel={t('retry')}
        onRetry={() => void matches.refetch()}
      >
        {t('loadFailed')} {errorMessageFor(matches.error, errorWords)}
      </LoadFailedAlert>
    );
  }
  if (problem !== null) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
        {heading}
        {problem}
      </Container>
    );
  }
  if (matches.data === undefined) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
        {heading}
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      </Container>
    );
  }

  const { total } = matches.data;
  const pages = Math.max(1, Math.ceil(total / matchesPerPage));
  const filtered = query.withVacancy || query.cwelcc || query.liked;
  const home = child.data?.effectiveLocation ?? null;
  const anyCity = items.some((item) => item.locId !== null);

  const controls = (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ alignItems: { sm: 'flex-end' }, flexWrap: 'wrap', mb: 2 }}
    >
      <FormControl variant="standard" sx={{ minWidth: 180 }}>
        <InputLabel htmlFor={sortId}>{t('sortLabel')}</InputLabel>
        <NativeSelect
          id={sortId}
          value={query.sort}
          onChange={(event) => {
            const value = event.target.value;
            if (isSort(value)) setQuery({ sort: value, page: 1 });
          }}
        >
          {matchSorts.map((sort) => (
            <option key={sort} value={sort}>
              {sortWords(messages, sort)}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <FormControl component="fieldset" variant="standard">
        <FormLabel component="legend">{t('filtersLabel')}</FormLabel>
        <FormGroup row>
          {(
            [
              ['withVacancy', t('withVacancy')],
              ['cwelcc', t('cwelcc')],
              ['liked', t('likedOnly')],
            ] as const
          ).map(([key, label]) => (
            <FormControlLabel
              key={key}
              label={label}
              control={
                <Checkbox
                  checked={query[key]}
                  onChange={(event) => {
                    setQuery({ [key]: event.target.checked, page: 1 });
                  }}
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
    </Stack>
  );

  const empty =
    total === 0 ? (
      filtered ? (
        <Problem
          message={t('noFilteredMatches')}
          actions={
            <Button
              variant="outlined"
              color="inherit"
              size="small"
              onClick={() => {
                setQuery({ withVacancy: false, cwelcc: false, liked: false, page: 1 });
              }}
            >
              {t('clearFilters')}
            </Button>
          }
        />
      ) : (
        <Problem
          message={`${t('noMatches')} ${noMatchesHint(messages, ticket.data?.Distance)}`}
          actions={
            <LinkButton to={paths.app.waitlistWizard.getHref(childId, 'filters-confirmation')}>
              {t('editTicket')}
            </LinkButton>
          }
        />
      )
    ) : null;

  const list = (
    <Stack component="section" aria-label={t('listLabel')} spacing={2}>
      {empty}
      {items.slice(0, cardLimit).map((provider) => (
        <MatchCard
          key={provider.id}
          provider={provider}
          providerTypes={providerTypes.data}
          languages={languageItems}
          selected={selected.has(provider.id)}
          selectable={roomLeft}
          highlighted={highlightedId === provider.id}
          onSelectedChange={(on) => {
            setSelectedOf(provider, on);
          }}
          onLikedChange={(liked) => {
            like(provider, liked);
          }}
          onOpen={() => {
            setOpenId(provider.id);
          }}
        />
      ))}
      {pages > 1 ? (
        <Box
          component="nav"
          aria-label={t('pagination')}
          sx={{ display: 'flex', justifyContent: 'center' }}
        >
          <Pagination
            count={pages}
            page={Math.min(query.page, pages)}
            onChange={(_event, page) => {
              setQuery({ page });
            }}
          />
        </Box>
      ) : null}
      {anyCity ? (
        <Typography variant="body2" color="text.secondary">
          {torontoOpenDataAttribution}
        </Typography>
      ) : null}
    </Stack>
  );

  const map = (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" id={`${sortId}-map-note`}>
        {t('mapNote')}
      </Typography>
      <LazyMarkersMap
        label={t('mapLabel')}
        markers={items.map((item) => ({
          id: item.id,
          latitude: item.latitude,
          longitude: item.longitude,
          label: item.name,
        }))}
        home={
          home === null
            ? undefined
            : { lat: home.latitude, lng: home.longitude, label: t('childMarker') }
        }
        onMarkerClick={(id) => {
          setHighlightedId(id);
          setOpenId(id);
        }}
        height={wide ? 'calc(100vh - 220px)' : '60vh'}
      />
    </Stack>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      {heading}
      <Typography role="status" sx={{ mb: 0.5 }}>
        {t('total', { total })}
      </Typography>
      {home?.address == null ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {home.locationSource === 'postal-code-centroid'
            ? t('searchFromApproximate', { address: home.address })
            : t('searchFrom', { address: home.address })}
        </Typography>
      )}
      {controls}
      {wide ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: 3 }}>
          {list}
          <Box sx={{ position: 'sticky', top: 16, alignSelf: 'start' }}>{map}</Box>
        </Box>
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_event, value: 'list' | 'map') => {
              setTab(value);
            }}
            aria-label={t('viewLabel')}
            sx={{ mb: 2 }}
          >
            <Tab
              value="list"
              label={t('listTab')}
              id="matches-tab-list"
              aria-controls="matches-panel"
            />
            <Tab
              value="map"
              label={t('mapTab')}
              id="matches-tab-map"
              aria-controls="matches-panel"
            />
          </Tabs>
          <Box role="tabpanel" id="matches-panel" aria-labelledby={`matches-tab-${tab}`}>
            {tab === 'list' ? list : map}
          </Box>
        </>
      )}
      <Paper
        elevation={6}
        sx={{
          position: 'sticky',
          bottom: { xs: bottomInsetPx + 8, [mobileBreakpoint]: 8 },
          mt: 2,
          p: 1.5,
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          flexWrap: 'wrap',
          zIndex: 2,
        }}
      >
        <Typography sx={{ flexGrow: 1 }} aria-live="polite">
          {roomLeft
            ? t('selected', { count: selected.size })
            : t('selectedAtLimit', {
                selected: t('selected', { count: selected.size }),
                limit: t('selectLimit', { max: requestsPerSendMax }),
              })}
        </Typography>
        {selected.size > 0 ? (
          <Button
            color="inherit"
            aria-label={t('clearSelection')}
            onClick={() => {
              setSelected(new Map());
            }}
          >
            {t('clearSelectionShort')}
          </Button>
        ) : null}
        <Button
          variant="contained"
          disabled={selected.size === 0 || send.isPending || ticket.data == null}
          onClick={() => {
            if (ticket.data == null) return;
            send.mutate({
              childId,
              ticketId: ticket.data.id,
              body: { childcareProviderIds: [...selected.keys()] },
            });
          }}
        >
          {send.isPending ? t('sending') : t('send', { count: selected.size })}
        </Button>
        {send.isError ? (
          <Alert severity="error" sx={{ width: '100%' }}>
            {t('sendFailed')} {errorMessageFor(send.error, errorWords)}
          </Alert>
        ) : null}
      </Paper>
      <MatchDetails
        provider={openId === undefined ? undefined : (openedData ?? listed)}
        providerTypes={providerTypes.data}
        languages={languageItems}
        childcareTypes={childcareTypeItems}
        selected={openId !== undefined && selected.has(openId)}
        selectable={roomLeft}
        onSelectedChange={(on) => {
          const provider = opened.data ?? listed;
          if (provider !== undefined) setSelectedOf(provider, on);
        }}
        onLikedChange={(liked) => {
          const provider = opened.data ?? listed;
          if (provider !== undefined) like(provider, liked);
        }}
        onClose={() => {
          setOpenId(undefined);
        }}
      />
    </Container>
  );
}
