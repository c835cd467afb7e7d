import { brand } from '@kinderwait/contract/brand';
import { broadcastLimits, broadcastMessages } from '@kinderwait/contract/broadcast';
import type { BroadcastAnswer } from '@kinderwait/contract/broadcast';
import { childrenMessages } from '@kinderwait/contract/children';
import { specMessages } from '@kinderwait/contract/messages';
import { waitlistMessages } from '@kinderwait/contract/waitlist';
import type { ErrorWords } from '../../api/error-words';

const plural = (count: number, one: string, many: string) =>
  count === 1 ? `1 ${one}` : `${String(count)} ${many}`;

/** Words of the broadcast section (docs/product/broadcast.md#screens). */
export const broadcastTexts = {
  sectionTitle: 'Broadcast',
  sectionDescription:
    'Send a child’s care need to every matching provider at once, or tell nearby families about your open spaces.',
  retry: 'Try again',
  loading: 'Loading',
  backToOrders: 'Back to your broadcasts',

  price: {
    title: 'Broadcast your child’s care need',
    intro: `One broadcast sends your child’s care need, once, to every provider on ${brand.productName} whose profile can take your child. They answer “we can offer a space from …” or “not now”, and you choose.`,
    advantagesHeading: 'What a broadcast does',
    advantages: [
      'It reaches every matching provider at once: the fastest way out of a waitlist.',
      'Providers see the need, never your name, your contact details or your address, until you accept one of them.',
      'You see who is interested, with the start date, fees and distance, and accept one: it becomes an offer you answer as any other.',
      `Answers stay open for ${String(broadcastLimits.openDays)} days.`,
    ],
    priceHeading: 'Price',
    priceLoading: 'Loading the price',
    priceFailed: 'We could not load the price.',
    priceLine: (total: string, beforeTax: string, taxLabel: string, tax: string) =>
      `${total} per broadcast (${beforeTax} + ${taxLabel} ${tax})`,
    allowanceHeading: 'Included in your plan',
    allowanceLoading: 'Loading your broadcasts this month',
    allowanceLeft: (remaining: number, limit: number) =>
      `${plural(remaining, 'broadcast', 'broadcasts')} of ${String(limit)} left this month.`,
    allowanceNone: (limit: number) =>
      limit === 0
        ? 'Your plan includes no broadcasts: each one is paid on its own.'
        : `You have used the ${plural(limit, 'broadcast', 'broadcasts')} your plan includes this month: more are paid on their own.`,
    start: 'Start a broadcast',
    ordersLink: 'See your broadcasts',
    invitationsLink: 'Spaces providers told you about',
  },

  selectChild: {
    title: 'Which child is the broadcast for?',
    intro: 'Choose the child whose care need you want to send to matching providers.',
    loadFailed: 'We could not load your children.',
    noChildren: 'Add a child first: a broadcast describes one child’s care need.',
    addChild: 'Add a child',
    choose: (firstName: string) => `Broadcast for ${firstName}`,
    ticketNote: 'Starts from the care needs you described for the waitlist.',
    noTicketNote: 'You describe the care needs on the next screen.',
  },

  filters: {
    title: (firstName: string) => `Broadcast for ${firstName}`,
    intro:
      'These choices start from your child’s waitlist care needs. Change any of them for this broadcast: providers whose profile matches receive it.',
    loadFailed: 'We could not load this child.',
    whereHeading: 'Which providers, and how far',
    careHeading: 'What kind of care',
    whenHeading: 'When',
    feesHeading: 'Fees you could pay',
    reach: (count: number) => `This broadcast will reach ${plural(count, 'provider', 'providers')}`,
    reachCounting: 'Counting the providers this broadcast will reach…',
    reachIncomplete: 'Choose at least one provider type and a start date to see who it will reach.',
    reachFailed: 'We could not count the providers:',
    setAddress: 'Set the address',
    create: 'Continue to payment',
    creating: 'Preparing your broadcast…',
    createFailed: 'The broadcast was not created:',
  },

  pay: {
    heading: 'Send the broadcast',
    useAllowance: (remaining: number) =>
      `Use 1 of your ${plural(remaining, 'broadcast', 'broadcasts')} this month`,
    useAllowanceUnknown: 'Use 1 of your broadcasts this month',
    payPrice: (total: string) => `Pay ${total}`,
    paying: 'Sending…',
    checkingOut: 'Opening the payment page…',
    noneLeft: 'You have used this month’s broadcasts: pay for this one, or wait for next month.',
    failed: 'The broadcast was not sent:',
    allowanceLoading: 'Loading your broadcasts this month',
  },

  orders: {
    title: 'Your broadcasts',
    intro: 'Each broadcast you sent, newest first, with the answers so far.',
    loading: 'Loading your broadcasts',
    empty: 'No broadcast yet.',
    newBroadcast: 'Start a broadcast',
    forChild: (firstName: string) => `For ${firstName}`,
    spotOf: (ageGroup: string) => `Your ${ageGroup} spaces`,
    sentOn: (date: string) => `Sent ${date}`,
    state: {
      awaiting_payment: 'Not paid yet',
      sending: 'Sending…',
      sent: (reached: number, kind: 'family' | 'spot') =>
        kind === 'family'
          ? `Sent to ${plural(reached, 'provider', 'providers')}`
          : `Sent to ${plural(reached, 'family', 'families')}`,
      expired: 'Expired: no longer open to answers',
      withdrawn: 'Withdrawn',
    },
    answers: (interested: number, notNow: number, pending: number) =>
      `Answers so far: ${String(interested)} interested, ${String(notNow)} not now, ${String(pending)} waiting`,
    requests: (count: number) => `${plural(count, 'family', 'families')} sent a request`,
    open: 'Open',
    openLabel: (what: string) => `Open the broadcast ${what}`,
    delete: 'Delete',
    deleteLabel: (what: string) => `Delete the broadcast ${what}`,
    deleteTitle: 'Delete this broadcast?',
    deleteText:
      'Providers will no longer see it or answer it. A spot you already accepted stays: its request and offer are kept.',
    deleteConfirm: 'Delete the broadcast',
    deleteCancel: 'Keep it',
    deleteFailed: 'The broadcast was not deleted:',
    interestLink: 'See who is interested',
  },

  order: {
    title: 'Your broadcast',
    loadFailed: 'We could not load this broadcast.',
    sentWhat: 'What was sent',
    child: 'Child',
    ageAtStart: 'Age at the start date',
    ageGroup: 'Age group',
    startDate: 'Start date',
    schedule: 'Schedule',
    anySchedule: 'Any time of the week',
    providerTypes: 'Provider types',
    careKinds: 'Kinds of care',
    schoolPlans: 'School plans',
    payment: 'Fees',
    distance: 'Distance',
    within: (km: number) => `Within ${String(km)} km`,
    any: 'Any',
    spaces: 'Spaces',
    spaceCount: (count: number) => plural(count, 'space', 'spaces'),
    availableFrom: 'Available from',
    reachedHeading: 'Reached',
    estimated: (count: number) => `Estimated when created: ${String(count)}`,
    createdAt: (when: string) => `Created ${when}`,
    paidAt: (when: string, how: 'allowance' | 'checkout' | null) =>
      `Paid ${when}${how === 'allowance' ? ' with your plan’s broadcasts' : how === 'checkout' ? ' by card' : ''}`,
    sentAt: (when: string) => `Sent ${when}`,
    expiresAt: (when: string) => `Open to answers until ${when}`,
    notPaid: 'This broadcast is not paid yet, so it was not sent.',
    confirming: 'Waiting for the payment to be confirmed…',
  },

  interest: {
    title: 'Interested providers',
    intro:
      'The providers who can offer a space. Accept one and it becomes an offer you answer on your requests screen; their contact details are shared once you accept.',
    loadFailed: 'We could not load the answers.',
    empty: 'No provider has answered “interested” yet. You are told of each answer.',
    startDate: (date: string) => `Can start ${date}`,
    ageGroup: (name: string) => `Age group: ${name}`,
    spaces: (count: number | null) =>
      count === null ? 'Spaces not stated' : plural(count, 'space available', 'spaces available'),
    distance: (km: number) => `${String(km)} km away`,
    dailyFee: (amount: string) => `${amount} a day`,
    hourlyFee: (amount: string) => `${amount} an hour`,
    noFee: 'Fees not stated',
    cwelcc: 'CWELCC ($10-a-day)',
    licensed: 'Licensed',
    note: 'Their note',
    accept: 'Accept',
    acceptLabel: (name: string) => `Accept ${name}’s offer of a space`,
    decline: 'Decline',
    declineLabel: (name: string) => `Decline ${name}`,
    accepted: 'Accepted: the offer is on your requests screen.',
    seeOffer: 'Answer the offer',
    declined: 'Declined',
    failed: 'Your answer was not saved:',
  },

  invitations: {
    title: 'Spaces near you',
    intro:
      'Providers nearby told you about open spaces that fit your child’s care needs. Send a request to join their waitlist in one tap.',
    loadFailed: 'We could not load these spaces.',
    empty:
      'No provider has told you about a space yet. Turn on availability alerts to hear of them.',
    forChild: (firstName: string) => `For ${firstName}`,
    spaces: (count: number, ageGroup: string) =>
      `${plural(count, 'space', 'spaces')} in ${ageGroup}`,
    from: (date: string) => `From ${date}`,
    distance: (km: number) => `${String(km)} km away`,
    onWaitlist: 'Your child is already on this provider’s waitlist.',
    send: 'Send a request',
    sendLabel: (provider: string, child: string) => `Send a request to ${provider} for ${child}`,
    sending: 'Sending…',
    sent: 'Request sent: your child is on this provider’s waitlist.',
    seeRequests: 'See your requests',
    closed: 'Closed',
    failed: 'The request was not sent:',
  },

  incoming: {
    title: 'Families looking for care',
    intro:
      'Family broadcasts that match your profile, newest first. Families’ names and contact details show only once they accept your answer.',
    loadFailed: 'We could not load the families’ broadcasts.',
    empty: 'No family broadcast matches your profile yet. Keep your age groups and spaces current.',
    heading: (age: string, ageGroup: string) => `${age}, ${ageGroup}`,
    ageMonths: (months: number) => {
      if (months < 12) return plural(months, 'month', 'months');
      const years = Math.floor(months / 12);
      const rest = months % 12;
      return rest === 0
        ? plural(years, 'year', 'years')
        : `${plural(years, 'year', 'years')} ${plural(rest, 'month', 'months')}`;
    },
    ageAtStart: 'Age at start',
    startDate: 'Start date',
    schedule: 'Schedule',
    anySchedule: 'Any time of the week',
    distance: 'Distance',
    distanceValue: (km: number) => `${String(km)} km from you`,
    careKinds: 'Kinds of care',
    payment: 'Fees',
    any: 'Any',
    received: (date: string) => `Received ${date}`,
    answer: {
      interested: 'Interested',
      not_now: 'Not now',
    } satisfies Record<BroadcastAnswer, string>,
    yourAnswer: (answer: string) => `Your answer: ${answer}`,
    offered: (ageGroup: string, date: string) => `You offered ${ageGroup} from ${date}`,
    decided: {
      accepted: 'The family accepted: their request is on your waitlist.',
      declined: 'The family chose another provider.',
    },
    closed: 'Closed: withdrawn or expired',
    interestedLabel: (what: string) => `Interested in the broadcast ${what}`,
    notNowLabel: (what: string) => `Not now for the broadcast ${what}`,
    change: 'Change your answer',
    dialogTitle: 'Offer a space',
    ageGroupLabel: 'Age group',
    startDateLabel: 'Start date',
    noteLabel: 'Note for the family (optional)',
    noteCount: (length: number) => `${String(length)} / ${String(broadcastLimits.noteMaxLength)}`,
    noteTooLong: `At most ${String(broadcastLimits.noteMaxLength)} characters`,
    noAgeGroups: 'Add the age groups you care for to your profile first.',
    profileLink: 'Open your profile',
    send: 'Send the answer',
    cancel: 'Cancel',
    failed: 'Your answer was not saved:',
    saved: 'Answer saved',
  },

  profile: {
    title: 'Your broadcast profile',
    intro:
      'What matching uses and what families see when you answer a broadcast: your age groups, spaces, start dates, hours, services, fees and languages.',
    chatLink: 'Fill it in by chat with AI Broadcast',
    incomingLink: 'See families looking for care',
    spotsHeading: 'Tell families nearby about your spaces',
    spotsIntro:
      'Send an age group’s open spaces to the families nearby whose care needs match and who asked to hear of openings: your own waitlist first, then others.',
    noAgeGroups: 'Add an age group with open spaces below first.',
    spotLine: (spaces: number, from: string | null) =>
      `${plural(spaces, 'open space', 'open spaces')}${from === null ? '' : `, from ${from}`}`,
    tell: 'Tell families nearby about these spaces',
    tellLabel: (ageGroup: string) => `Tell families nearby about these spaces: ${ageGroup}`,
    reach: (count: number) => `This broadcast will reach ${plural(count, 'family', 'families')}`,
    reachCounting: 'Counting the families it will reach…',
    reachFailed: 'We could not count the families:',
    create: 'Continue to payment',
    cancel: 'Cancel',
    createFailed: 'The broadcast was not created:',
  },

  onboarding: {
    title: 'AI Broadcast',
  },

  index: {
    loading: 'Opening your broadcasts',
    none: 'Broadcasts are for parents looking for care and for childcare providers with open spaces.',
    homeLink: 'Back to your home page',
  },
} as const;

/** The error codes broadcast's calls can answer, in the user's words. */
export const broadcastErrorWords: ErrorWords = {
  broadcast_order_not_found: broadcastMessages.orderNotFound,
  broadcast_answer_not_found: broadcastMessages.answerNotFound,
  broadcast_delivery_not_found: broadcastMessages.deliveryNotFound,
  broadcast_invitation_not_found: broadcastMessages.invitationNotFound,
  broadcast_reaches_no_one: broadcastMessages.reachesNoOne,
  broadcast_order_not_payable: broadcastMessages.orderNotPayable,
  broadcast_closed: broadcastMessages.broadcastClosed,
  age_group_not_offered: broadcastMessages.ageGroupNotOffered,
  no_spaces_to_broadcast: broadcastMessages.noSpacesToBroadcast,
  unsupported_filter: broadcastMessages.unsupportedFilter,
  child_location_missing: waitlistMessages.noLocation,
  child_not_found: childrenMessages.childNotFound,
  limit_reached: broadcastTexts.pay.noneLeft,
  rate_limited: 'Too many attempts in a short time. Wait a minute, then try again.',
};

/** A spot broadcast that would reach no one says so in the provider's terms. */
export const spotBroadcastErrorWords: ErrorWords = {
  ...broadcastErrorWords,
  broadcast_reaches_no_one: broadcastMessages.spotReachesNoOne,
};

/** The orders list that cannot be loaded (docs/product/errors.md). */
export const failedToFetchBroadcastOrders = specMessages.failedToFetchBroadcastOrders;
