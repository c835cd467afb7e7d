import { ageGroupIds, providerTypeIds, waitlistPolicyTemplate } from '@kinderwait/contract';
import type { HoursOfBusinessEntry } from '@kinderwait/contract';

/**
 * The evaluation's centre (docs/product/voice-agent.md#the-answering-engine): a realistic
 * licensed centre in Toronto with its live facts (the profile), a handbook as PDF, parent
 * policies as Word, a small website and the published waitlist policy. Invented for the
 * evaluation; the phone number is of the 555 fictional range.
 */
export const evalCentreName = 'Riverdale Maple Child Care Centre';
export const evalCentreAddress = '412 Logan Ave, Toronto, ON M4M 2P1';
export const evalCentrePhone = '+14165550123';

const weekdays = (timeStart: string, timeEnd: string): HoursOfBusinessEntry[] =>
  [0, 1, 2, 3, 4].map((day) => ({ day, timeStart, timeEnd }));

export const evalCentreProfile = {
  name: evalCentreName,
  providerTypeId: providerTypeIds['licensed-centre'],
  latitude: 43.6677,
  longitude: -79.3418,
  locId: 990412,
  cwelcc: true,
  subsidy: true,
  languages: ['en', 'fr'],
  dailyFeeCents: 4650,
  hourlyFeeCents: null,
  ageGroups: [
    {
      ageGroupId: ageGroupIds.infant,
      licensedSpaces: 10,
      availableSpaces: 0,
      availableStartDate: null,
      hoursOfBusiness: weekdays('07:30', '18:00'),
    },
    {
      ageGroupId: ageGroupIds.toddler,
      licensedSpaces: 15,
      availableSpaces: 2,
      availableStartDate: '2027-01-04',
      hoursOfBusiness: weekdays('07:30', '18:00'),
    },
    {
      ageGroupId: ageGroupIds.preschool,
      licensedSpaces: 24,
      availableSpaces: 1,
      availableStartDate: '2026-12-01',
      hoursOfBusiness: weekdays('07:30', '18:00'),
    },
  ],
};

/** The published waitlist policy: Ontario's template as the centre saved it. */
export const evalWaitlistPolicy = waitlistPolicyTemplate;

/**
 * The family handbook, uploaded as a PDF: one line a sentence, each short enough to fit the
 * page's width (a text PDF clips what runs past its edge).
 */
export const evalHandbook = [
  'Riverdale Maple Child Care Centre: Family Handbook.',
  'Our director is Priya Sharma, RECE, who has led the centre since 2015.',
  'We serve a hot lunch and two snacks every day, cooked on site by our cook.',
  'Our centre is nut-free: please do not send any food with peanuts or tree nuts.',
  'Children nap after lunch, from 12:30 PM to 2:30 PM, each on their own cot.',
  'Families provide diapers and wipes; we provide sunscreen.',
  'Please pack a labelled change of clothes, indoor shoes, a sun hat and a water bottle.',
  'Sick children must stay home until they are well enough to join in.',
  'A child with a fever stays home for 24 hours after the fever ends.',
  'A late pick-up fee of $1 for each minute applies after 6:00 PM.',
  'We are closed on Ontario statutory holidays and between December 24 and January 1.',
  'Children play outside twice a day, morning and afternoon.',
  'Parents can park in the two short-stay spots on Logan Avenue during drop-off and pick-up.',
];

/** Parent policies, uploaded as a Word document (one paragraph a rule). */
export const evalPolicies = [
  'Parent policies.',
  'Medication: we give prescribed medication only, with a signed form from a parent.',
  'Field trips: preschoolers go on two field trips a year, with a permission form for each.',
  'Screen time: there is no screen time at our centre.',
  'Withdrawal: to withdraw your child, give us one month of written notice.',
  'Behaviour guidance: educators guide behaviour with calm words and never use punishment.',
];

/** The centre's website: path, title and paragraphs. */
export const evalSitePages: readonly { path: string; title: string; paragraphs: string[] }[] = [
  {
    path: '/',
    title: evalCentreName,
    paragraphs: [
      'Riverdale Maple is a non-profit licensed child care centre in Riverdale, Toronto.',
      'Our philosophy: a play-based program inspired by the Reggio Emilia approach.',
    ],
  },
  {
    path: '/programs',
    title: 'Programs',
    paragraphs: [
      'Our toddler room has one educator for every five children.',
      'Our preschool room has one educator for every eight children.',
    ],
  },
  {
    path: '/visit',
    title: 'Visit us',
    paragraphs: ['Tours run on Tuesdays and Thursdays at 10:00 AM; call us to book one.'],
  },
];

export function sitePageHtml(page: (typeof evalSitePages)[number]): string {
  const links = evalSitePages.map((one) => `<a href="${one.path}">${one.title}</a>`).join(' ');
  const body = page.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');
  return `<!doctype html><html><head><title>${page.title}</title></head><body><nav>${links}</nav><main><h1>${page.title}</h1>${body}</main></body></html>`;
}
