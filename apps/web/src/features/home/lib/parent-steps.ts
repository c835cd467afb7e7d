import type { ChildListItem } from '@kinderwait/contract/children';
import type { ParentChildcareRequest } from '@kinderwait/contract/waitlist';
import { paths } from '../../../config/paths';
import { calendarDateWords, instantWords } from '../../../lib/i18n/dates';
import type { HomeMessages } from '../home-messages';
import { joinNames, withoutStatuses, withStatuses } from './home-card';
import type { HomeCard, PathStep } from './home-card';
import { ageGroupName } from '../../../lib/catalogue-names';

/** What /home knows of a parent: their children (with waitlist status) and their requests. */
export interface ParentHomeState {
  children: readonly ChildListItem[];
  requests: readonly ParentChildcareRequest[];
}

/** Requests still on a provider's list (a withdrawn one, or one that ended, is not). */
const onWaitlist = (request: ParentChildcareRequest) =>
  request.status === 'waiting' || request.status === 'offered';

function offerCards(
  requests: readonly ParentChildcareRequest[],
  { t, intl, language }: HomeMessages,
): HomeCard[] {
  return requests
    .flatMap((request) =>
      request.offer?.status === 'open' ? [{ request, offer: request.offer }] : [],
    )
    .sort((a, b) => a.offer.deadlineAt.localeCompare(b.offer.deadlineAt))
    .map(({ request, offer }) => {
      return {
        id: `offer-${offer.id}`,
        title: t('offerTitle', { child: request.childFirstName, provider: request.providerName }),
        text: t('offerText', {
          ageGroup: ageGroupName(language, { id: offer.ageGroupId, name: offer.ageGroupName }),
          startDate: calendarDateWords(intl, language, offer.startDate),
          deadline: instantWords(intl, language, offer.deadlineAt),
        }),
        urgent: true,
        link: {
          href: paths.app.childcareRequests.getHref(request.childId),
          label: t('offerLink'),
        },
      };
    });
}

/** How many waitlists the child is on, and the best place in line when one is known. */
function requestsText(count: number, positions: readonly number[], { t }: HomeMessages): string {
  return positions.length > 0
    ? t('requestsActiveBest', { count, best: Math.min(...positions) })
    : t('requestsActive', { count });
}

/**
 * A parent's path (docs/product/accounts.md#home): add a child, describe the care, see the
 * matches, follow the requests; any open offer comes first, soonest deadline first. Each step
 * names the first child it concerns. `undefined` state (not loaded) gives the steps with links to
 * their general screens and no status.
 */
export function parentCards(
  state: ParentHomeState | undefined,
  messages: HomeMessages,
): HomeCard[] {
  const { t } = messages;
  const children = state?.children ?? [];
  const requests = state?.requests ?? [];
  const childrenHref = paths.app.waitlistChildren.getHref();
  const withoutTicket = children.find((child) => child.waitlist.waitlistTicketId === null);
  const ticketed = children.filter((child) => child.waitlist.waitlistTicketId !== null);
  const withoutRequests = ticketed.find((child) => child.waitlist.activeRequests === 0);
  const [firstChild] = children;
  const [firstTicketed] = ticketed;
  const active = requests.filter(onWaitlist);
  const positions = active.flatMap((request) =>
    request.position === null ? [] : [request.position],
  );

  const addChild: PathStep = {
    id: 'add-child',
    title: t('addChildTitle'),
    done: children.length > 0,
    text:
      children.length > 0
        ? t('addChildDone', {
            names: joinNames(
              children.map((child) => child.firstName),
              messages,
            ),
          })
        : t('addChildTodo'),
    link:
      children.length > 0
        ? { href: childrenHref, label: t('addChildSee') }
        : { href: paths.app.childEnrollment.getHref(), label: t('addChildAdd') },
  };

  let describeCare;
  if (withoutTicket !== undefined) {
    describeCare = {
      text: t('describeCareNext', { child: withoutTicket.firstName }),
      link: {
        href: paths.app.waitlistWizard.getHref(withoutTicket.id),
        label: t('describeCareStart', { child: withoutTicket.firstName }),
      },
    };
  } else if (firstChild !== undefined) {
    describeCare = {
      text: t('describeCareDone'),
      link: {
        href: paths.app.waitlistWizard.getHref(firstChild.id),
        label: t('describeCareChange', { child: firstChild.firstName }),
      },
    };
  } else {
    describeCare = {
      text: t('describeCareTodo'),
      link: { href: childrenHref, label: t('describeCareChildren') },
    };
  }

  const matchesChild = withoutRequests ?? firstTicketed;
  let matchesText = t('matchesTodo');
  if (withoutRequests !== undefined)
    matchesText = t('matchesNext', { child: withoutRequests.firstName });
  else if (firstTicketed !== undefined) matchesText = t('matchesDone');

  const steps: PathStep[] = [
    addChild,
    {
      id: 'describe-care',
      title: t('describeCareTitle'),
      done: firstChild !== undefined && withoutTicket === undefined,
      ...describeCare,
    },
    {
      id: 'matches',
      title: t('matchesTitle'),
      done: firstTicketed !== undefined && withoutRequests === undefined,
      text: matchesText,
      link:
        matchesChild === undefined
          ? { href: childrenHref, label: t('matchesChildren') }
          : {
              href: paths.app.childcareProviders.getHref(matchesChild.id),
              label: t('matchesSee', { child: matchesChild.firstName }),
            },
    },
    {
      id: 'requests',
      title: t('requestsTitle'),
      done: active.length > 0,
      ongoing: true,
      text:
        active.length > 0 ? requestsText(active.length, positions, messages) : t('requestsTodo'),
      link: { href: paths.app.childcareRequests.getHref(), label: t('requestsLink') },
    },
  ];
  if (state === undefined) return withoutStatuses(steps);
  return [...offerCards(requests, messages), ...withStatuses(steps)];
}
