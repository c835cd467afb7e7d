import type { ArchiveSection, PersonalDataArchive } from '@kinderwait/contract';
import { archiveSections, brand, displayTimeZone, privacyPeriods } from '@kinderwait/contract';

const sectionTitles: Record<ArchiveSection, string> = {
  account: 'Your account',
  roles: 'Your roles',
  location: 'Your saved location',
  children: 'Your children',
  tickets: 'Waitlist tickets (what each child needs)',
  requests: 'Childcare requests sent to providers',
  offers: 'Spots offered by providers',
  notices: 'Notices in the app',
  conversations: 'Conversations with the assistant',
  payments: 'Payments',
  subscriptions: 'Subscriptions',
  voiceAssistant: 'Your voice assistant',
  voiceCalls: 'Conversations your voice agent held (with transcripts)',
  knowledgeBase: 'Documents and websites your voice agent reads',
  childAccess: "Who saw or changed your children's information",
  broadcastOrders: "Broadcasts of your children's care needs",
  spotInvitations: 'Spots providers told you about',
  likedProviders: 'Providers you liked',
  availabilityAlerts: 'Alerts you turned on for open spots',
  surveys: 'Your survey answers',
  onboarding: 'Your onboarding steps',
  listingClaims: 'Listings you claimed (codes sent to their phone)',
  featureClicks: 'Features you asked for before they were available',
};

const dateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: displayTimeZone,
  dateStyle: 'long',
  timeStyle: 'short',
});

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** One spot invitation in words: which child, which provider's spot, and what became of it. */
function spotLine(invitation: Record<string, unknown>): string {
  const spot = record(invitation.spot);
  const child = record(invitation.child);
  const told = text(invitation.toldAt);
  const answer = typeof invitation.requestId === 'string' ? ', you sent a request' : '';
  return `${text(child.firstName)}: ${text(spot.providerName)}, ${text(record(spot.ageGroup).name)} (${told === '' ? 'not told yet' : `told ${told}`}${answer})`;
}

/** summary.txt: the archive in words, section by section. */
export function archiveSummary(archive: PersonalDataArchive): string {
  const { sections } = archive;
  const [account] = sections.account;
  const lines = [
    `${brand.productName}: a copy of your personal data`,
    `Made on ${dateTime.format(new Date(archive.generatedAt))} (Toronto time).`,
    '',
    'This archive holds everything we keep about you and your children. data.json holds the same',
    'information in a machine-readable form (JSON), one section per heading below.',
    `Questions or corrections: ${brand.privacyEmail}.`,
    '',
  ];
  if (account !== undefined) {
    lines.push(
      `Name: ${`${text(account.firstName)} ${text(account.lastName)}`.trim()}`,
      `Email: ${text(account.email)}`,
      `Phone: ${text(account.phoneNumber) || 'not given'}`,
      '',
    );
  }
  for (const name of archiveSections) {
    const list = sections[name];
    lines.push(`## ${sectionTitles[name]}: ${String(list.length)}`);
    if (name === 'children') {
      for (const child of list) {
        lines.push(
          `- ${text(child.firstName)} ${text(child.lastName)}, born ${text(child.dateOfBirth)}`,
        );
      }
    } else if (name === 'requests') {
      for (const request of list) {
        lines.push(
          `- ${text(request.childFirstName)} at ${text(request.providerName)}: ${text(request.status)}`,
        );
      }
    } else if (name === 'childAccess') {
      for (const entry of list) {
        lines.push(
          `- ${text(entry.at)}: ${text(entry.actorName) || 'a provider user'} (${text(entry.providerName) || 'a provider'}) ${text(entry.action)} ${text(entry.childFirstName)}'s ${text(entry.what)}`,
        );
      }
    } else if (name === 'voiceCalls') {
      for (const call of list) {
        lines.push(
          `- ${text(call.startedAt)}: ${text(call.channel)}, ${text(call.outcome)}: ${text(call.summary)}`,
        );
      }
    } else if (name === 'spotInvitations') {
      for (const invitation of list) lines.push(`- ${spotLine(invitation)}`);
    } else if (name === 'likedProviders') {
      for (const like of list) lines.push(`- ${text(like.providerName)}, ${text(like.likedAt)}`);
    } else if (name === 'knowledgeBase') {
      for (const item of list) {
        lines.push(`- ${text(item.name)} (${text(item.kind)}, ${text(item.size)} bytes)`);
      }
    }
    lines.push('');
  }
  lines.push(
    `This archive is deleted ${String(privacyPeriods.exportLinkDays)} days after it was made.`,
  );
  return `${lines.join('\n')}\n`;
}
