import { useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProviderAgeGroup } from '@kinderwait/contract/childcare-providers';
import type { ProviderWaitlistEntry } from '@kinderwait/contract/provider-waitlist';
import {
  providerWaitlistLimits,
  providerWaitlistStatuses,
} from '@kinderwait/contract/provider-waitlist';
import { useChildcareTypes } from '../../../api/catalogues/get-childcare-types';
import { useFirstScreenful } from '../../../lib/use-first-screenful';
import { errorMessageFor } from '../../../api/error-words';
import { usePriorities } from '../api/get-priorities';
import { useSettings } from '../api/get-settings';
import { useWaitlist } from '../../../api/provider-waitlist/get-waitlist';
import { useWithdrawOffer } from '../api/withdraw-offer';
import { childcareTypeWords } from '../../../lib/catalogue-names';
import { useMessages } from '../../../lib/i18n/use-messages';
import { waitlistErrorWords } from '../lib/waitlist-words';
import { providerWaitlistCatalogue } from '../provider-waitlist-messages';
import { AnsweredOffers } from './answered-offers';
import { AssignPrioritiesDialog } from './assign-priorities-dialog';
import { LeftTheLine } from './left-the-line';
import { MakeOfferDialog } from './make-offer-dialog';
import { WaitlistEntryItem } from './waitlist-entry-item';
import { WaitlistFilters } from './waitlist-filters';
import type { WaitlistFilterValues } from './waitlist-filters';

/** How many families render before the others: more than a phone or a desktop screen shows. */
const firstScreenfulEntries = 4;

function filtersFrom(search: URLSearchParams): WaitlistFilterValues & { page: number } {
  const ageGroup = Number(search.get('ageGroupId'));
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    ageGroupId: Number.isInteger(ageGroup) && ageGroup > 0 ? ageGroup : undefined,
    status: providerWaitlistStatuses.find((item) => item === status),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export interface FamiliesPanelProps {
  providerId: string;
  ageGroups: readonly ProviderAgeGroup[];
  /** Where the provider changes spaces (the profile's age groups). */
  profileHref: string;
  /** Told after an offer is made or withdrawn (spaces may have changed). */
  onOffersChanged?: () => void;
}

/** The families on the list, filtered and paged in the address, with their dialogs. */
export function FamiliesPanel({
  providerId,
  ageGroups,
  profileHref,
  onOffersChanged,
}: FamiliesPanelProps) {
  const { t, language } = useMessages(providerWaitlistCatalogue);
  const errorWords = waitlistErrorWords(t);
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const waitlist = useWaitlist(providerId, {
    ...(filters.ageGroupId === undefined ? {} : { ageGroupId: filters.ageGroupId }),
    ...(filters.status === undefined ? {} : { status: filters.status }),
    page: filters.page,
  });
  const priorities = usePriorities(providerId);
  const settings = useSettings(providerId);
  const childcareTypes = useChildcareTypes();
  const withdraw = useWithdrawOffer(providerId);
  const [assigning, setAssigning] = useState<ProviderWaitlistEntry | undefined>();
  const [offering, setOffering] = useState<ProviderWaitlistEntry | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const opener = useRef<HTMLElement | null>(null);
  const typeNames = useMemo(
    () =>
      new Map(
        (childcareTypes.data ?? []).map((type) => [
          type.id,
          childcareTypeWords(language, type).name,
        ]),
      ),
    [childcareTypes.data, language],
  );
  // The first families at once, the rest in a transition (lib/use-first-screenful.ts).
  const entryLimit = useFirstScreenful(waitlist.isSuccess, firstScreenfulEntries);

  const remember = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDone(undefined);
    setFailure(undefined);
  };
  const refocus = () => {
    requestAnimationFrame(() => opener.current?.focus());
  };
  const setFilters = (values: WaitlistFilterValues, page = 1) => {
    const next = new URLSearchParams(search);
    if (values.ageGroupId === undefined) next.delete('ageGroupId');
    else next.set('ageGroupId', String(values.ageGroupId));
    if (values.status === undefined) next.delete('status');
    else next.set('status', values.status);
    if (page === 1) next.delete('page');
    else next.set('page', String(page));
    setSearch(next, { replace: true });
  };

  let body;
  if (waitlist.isPending) {
    body = <CircularProgress aria-label={t('loading')} />;
  } else if (waitlist.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void waitlist.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')} {errorMessageFor(waitlist.error, errorWords)}
      </Alert>
    );
  } else if (waitlist.data.items.length === 0) {
    const filtered = filters.ageGroupId !== undefined || filters.status !== undefined;
    body = <Typography>{filtered ? t('empty') : t('emptyAll')}</Typography>;
  } else {
    const pages = Math.ceil(waitlist.data.total / waitlist.data.pageSize);
    body = (
      <>
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label={t('pageTitle')}>
          {waitlist.data.items.slice(0, entryLimit).map((entry) => (
            <WaitlistEntryItem
              key={entry.requestId}
              entry={entry}
              childcareTypeNames={typeNames}
              busy={withdraw.isPending}
              onAssign={() => {
                remember();
                setAssigning(entry);
              }}
              onOffer={() => {
                remember();
                setOffering(entry);
              }}
              onWithdrawOffer={() => {
                const offer = entry.openOffer;
                if (offer === null) return;
                remember();
                withdraw.mutate(offer.offerId, {
                  onSuccess: () => {
                    setDone(t('withdrawOfferDone', { child: entry.childFirstName }));
                    onOffersChanged?.();
                  },
                  onError: (error) => {
                    setFailure(t('failed', { message: errorMessageFor(error, errorWords) }));
                  },
                });
              }}
            />
          ))}
        </Stack>
        {pages > 1 ? (
          <Pagination
            sx={{ mt: 3 }}
            count={pages}
            page={filters.page}
            onChange={(_event, page) => {
              setFilters(filters, page);
            }}
          />
        ) : null}
      </>
    );
  }

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <WaitlistFilters values={filters} ageGroups={ageGroups} onChange={setFilters} />
        <Typography role="status" variant="body2" color="text.secondary">
          {waitlist.data === undefined ? '' : t('count', { total: waitlist.data.total })}
        </Typography>
      </Box>
      <Box role="status">
        {done === undefined ? null : <Alert severity="success">{done}</Alert>}
      </Box>
      {failure === undefined ? null : (
        <Alert
          severity="error"
          onClose={() => {
            setFailure(undefined);
          }}
        >
          {failure}
        </Alert>
      )}
      <AnsweredOffers providerId={providerId} />
      {body}
      <LeftTheLine providerId={providerId} />
      <Box>
        <Button component={RouterLink} to={profileHref}>
          {t('spacesChange')}
        </Button>
      </Box>
      <AssignPrioritiesDialog
        providerId={providerId}
        entry={assigning}
        categories={priorities.data?.items ?? []}
        onClose={() => {
          setAssigning(undefined);
          refocus();
        }}
        onSaved={(entry) => {
          setAssigning(undefined);
          setDone(t('assignSaved', { child: entry.childFirstName }));
          refocus();
        }}
      />
      <MakeOfferDialog
        providerId={providerId}
        entry={offering}
        ageGroups={ageGroups}
        deadlineDays={
          settings.data?.offerDeadlineBusinessDays ??
          providerWaitlistLimits.offerDeadlineBusinessDaysDefault
        }
        onClose={() => {
          setOffering(undefined);
          refocus();
        }}
        onSent={(offer) => {
          setOffering(undefined);
          setDone(t('offerSent', { child: offer.childFirstName }));
          onOffersChanged?.();
          refocus();
        }}
      />
    </Stack>
  );
}
