import type { ChildListItem } from '@kinderwait/contract/children';
import { formatStartDate } from '@kinderwait/contract/rules/display-format';
import type { ParentChildcareRequest } from '@kinderwait/contract/waitlist';
import { formatDeadline } from '../../../components/countdown/deadline-time';
import { paths } from '../../../config/paths';
import { homeTexts } from '../home-texts';
import { joinNames, withoutStatuses, withStatuses } from './home-card';
import type { HomeCard, PathStep } from './home-card';

const texts = homeTexts.parent;

/** What /home knows of a parent: their children (with waitlist status) and their requests. */
export interface ParentHomeState {
  children: readonly ChildListItem[];
  requests: readonly ParentChildcareRequest[];
}

/** Requests still on a provider's list (a withdrawn one, or one that ended, is not). */
const onWaitlist = (request: ParentChildcareRequest) =>
  request.status === 'waiting' || request.status === 'offered';

function offerCards(requests: readonly ParentChildcareRequest[]): HomeCard[] {
  return requests
    .flatMap((request) =>
      request.offer?.status === 'open' ? [{ request, offer: request.offer }] : [],
    )
    .sort((a, b) => a.offer.deadlineAt.localeCompare(b.offer.deadlineAt))
    .map(({ request, offer }) => {
      const deadline = formatDeadline(offer.deadlineAt);
      return {
        id: `offer-${offer.id}`,
        title: texts.offer.title(request.childFirstName, request.providerName),
        text: texts.offer.text(
          offer.ageGroupName,
          formatStartDate(offer.startDate),
          `${deadline.date}, ${deadline.time}`,
        ),
        urgent: true,
        link: {
          href: paths.app.childcareRequests.getHref(request.childId),
          label: texts.offer.link,
        },
      };
    });
}

/**
 * A parent's path (docs/product/accounts.md#home): add a child, describe the care, see the
 * matches, follow the requests; any open offer comes first, soonest deadline first. Each step
 * names the first child it concerns. `undefined` state (not loaded) gives the steps with links to
 * their general screens and no status.
 */
export function parentCards(state: ParentHomeState | undefined): HomeCard[] {
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
    title: texts.addChild.title,
    done: children.length > 0,
    text:
      children.length > 0
        ? texts.addChild.done(joinNames(children.map((child) => child.firstName)))
        : texts.addChild.todo,
    link:
      children.length > 0
        ? { href: childrenHref, label: texts.addChild.see }
        : { href: paths.app.childEnrollment.getHref(), label: texts.addChild.add },
  };

  let describeCare;
  if (withoutTicket !== undefined) {
    describeCare = {
      text: texts.describeCare.next(withoutTicket.firstName),
      link: {
        href: paths.app.waitlistWizard.getHref(withoutTicket.id),
        label: texts.describeCare.start(withoutTicket.firstName),
      },
    };
  } else if (firstChild !== undefined) {
    describeCare = {
      text: texts.describeCare.done,
      link: {
        href: paths.app.waitlistWizard.getHref(firstChild.id),
        label: texts.describeCare.change(firstChild.firstName),
      },
    };
  } else {
    describeCare = {
      text: texts.describeCare.todo,
      link: { href: childrenHref, label: texts.describeCare.children },
    };
  }

  const matchesChild = withoutRequests ?? firstTicketed;
  let matchesText: string = texts.matches.todo;
  if (withoutRequests !== undefined) matchesText = texts.matches.next(withoutRequests.firstName);
  else if (firstTicketed !== undefined) matchesText = texts.matches.done;

  const steps: PathStep[] = [
    addChild,
    {
      id: 'describe-care',
      title: texts.describeCare.title,
      done: firstChild !== undefined && withoutTicket === undefined,
      ...describeCare,
    },
    {
      id: 'matches',
      title: texts.matches.title,
      done: firstTicketed !== undefined && withoutRequests === undefined,
      text: matchesText,
      link:
        matchesChild === undefined
          ? { href: childrenHref, label: texts.matches.children }
          : {
              href: paths.app.childcareProviders.getHref(matchesChild.id),
              label: texts.matches.see(matchesChild.firstName),
            },
    },
    {
      id: 'requests',
      title: texts.requests.title,
      done: active.length > 0,
      ongoing: true,
      text:
        active.length > 0
          ? texts.requests.active(
              active.length,
              positions.length > 0 ? Math.min(...positions) : null,
            )
          : texts.requests.todo,
      link: { href: paths.app.childcareRequests.getHref(), label: texts.requests.link },
    },
  ];
  if (state === undefined) return withoutStatuses(steps);
  return [...offerCards(requests), ...withStatuses(steps)];
}
