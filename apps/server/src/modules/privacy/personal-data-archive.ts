import type { ArchiveSection, PersonalDataArchive } from '@kinderwait/contract';
import { PersonalDataArchive as PersonalDataArchiveSchema } from '@kinderwait/contract';
import { strToU8, zipSync } from 'fflate';
import { archiveSummary } from './archive-summary.ts';
import type { PaymentHistoryService } from '../billing/payment-history/payment-history.service.ts';
import type { SubscriptionsService } from '../billing/subscriptions/subscriptions.service.ts';
import type { ChildrenService } from '../children/children.service.ts';
import type { FamilyBroadcastsService } from '../broadcast/family/family.service.ts';
import type { SpotBroadcasts } from '../broadcast/spots/spots.service.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import type { KnowledgeBaseService } from '../knowledge-base/knowledge-base.service.ts';
import type { EventStatisticsService } from '../event-statistics/event-statistics.service.ts';
import type { ListingClaimsService } from '../listing-claims/listing-claims.service.ts';
import type { NoticesService } from '../notices/notices.service.ts';
import type { AvailabilityNotifications } from '../notifications/availability/availability.service.ts';
import type { OnboardingService } from '../onboarding/onboarding.service.ts';
import type { SurveysService } from '../surveys/surveys.service.ts';
import type { ChildcareProvidersService } from '../childcare-providers/childcare-providers.service.ts';
import type { RolesService } from '../roles/roles.service.ts';
import type { UserLocationsService } from '../user-locations/user-locations.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { VoiceConversationsService } from '../voice-agent/voice-conversations.service.ts';
import type { VoiceAssistantsService } from '../voice-assistants/voice-assistants.service.ts';
import type { OffersService } from '../waitlist/offers/offers.service.ts';
import type { RequestsService } from '../waitlist/requests/requests.service.ts';
import type { TicketsService } from '../waitlist/tickets/tickets.service.ts';

/**
 * Where each part of the archive comes from: every module gives its own part through its
 * service (docs/product/privacy.md#download-my-data); none is read from another's tables.
 */
export interface ArchiveSources {
  users: Pick<UsersService, 'findById'>;
  roles: Pick<RolesService, 'rolesOfUser'>;
  userLocations: Pick<UserLocationsService, 'personalDataOf'>;
  children: Pick<ChildrenService, 'personalDataOf'>;
  tickets: Pick<TicketsService, 'ticketsOfChildren' | 'likedProvidersOf'>;
  requests: Pick<RequestsService, 'listParentRequests'>;
  offers: Pick<OffersService, 'offersOfRequests'>;
  notices: Pick<NoticesService, 'personalDataOf'>;
  conversations: Pick<ConversationsService, 'personalDataOf'>;
  paymentHistory: Pick<PaymentHistoryService, 'personalDataOf'>;
  subscriptions: Pick<SubscriptionsService, 'personalDataOf'>;
  voiceAssistants: Pick<VoiceAssistantsService, 'personalDataOf'>;
  voiceConversations: Pick<VoiceConversationsService, 'personalDataOf'>;
  knowledgeBase: Pick<KnowledgeBaseService, 'personalDataOf'>;
  familyBroadcasts: Pick<FamilyBroadcastsService, 'familyOrdersOf'>;
  spotBroadcasts: Pick<SpotBroadcasts, 'personalDataOf'>;
  availabilityNotifications: Pick<AvailabilityNotifications, 'personalDataOf'>;
  surveys: Pick<SurveysService, 'personalDataOf'>;
  onboarding: Pick<OnboardingService, 'personalDataOf'>;
  listingClaims: Pick<ListingClaimsService, 'personalDataOf'>;
  eventStatistics: Pick<EventStatisticsService, 'personalDataOf'>;
  childcareProviders: Pick<ChildcareProvidersService, 'providerSummaries'>;
}

type ArchiveRecord = Record<string, unknown>;

/** Plain JSON records: dates become ISO strings, nothing else changes. */
function records(values: readonly unknown[]): ArchiveRecord[] {
  return values.map((value) => JSON.parse(JSON.stringify(value)) as ArchiveRecord);
}

/**
 * Gathers everything held about the user and their children. `childAccess` is the privacy
 * module's own part (the access record), given by the caller.
 */
export async function gatherPersonalData(
  sources: ArchiveSources,
  userId: string,
  childAccess: (childIds: readonly string[]) => Promise<readonly unknown[]>,
  now: Date,
): Promise<PersonalDataArchive> {
  const user = await sources.users.findById(userId);
  if (user === undefined) throw new Error('The archive of a deleted account cannot be built');
  const children = await sources.children.personalDataOf(userId);
  const childIds = children.map((child) => child.id);
  const [roles, location, tickets, requests, notices, conversations, payments, subscriptions] =
    await Promise.all([
      sources.roles.rolesOfUser(userId),
      sources.userLocations.personalDataOf(userId),
      sources.tickets.ticketsOfChildren(childIds),
      sources.requests.listParentRequests(userId, userId),
      sources.notices.personalDataOf(userId),
      sources.conversations.personalDataOf(userId),
      sources.paymentHistory.personalDataOf(userId),
      sources.subscriptions.personalDataOf(userId),
    ]);
  const [offers, voiceAssistant, voiceCalls, knowledge, access, broadcastOrders] =
    await Promise.all([
      sources.offers.offersOfRequests(requests.items.map((request) => request.id)),
      sources.voiceAssistants.personalDataOf(userId),
      sources.voiceConversations.personalDataOf(userId),
      sources.knowledgeBase.personalDataOf(userId),
      childAccess(childIds),
      sources.familyBroadcasts.familyOrdersOf(userId),
    ]);
  const [invitations, liked, alerts, surveys, onboarding, claims, clicks] = await Promise.all([
    sources.spotBroadcasts.personalDataOf(userId),
    sources.tickets.likedProvidersOf(userId),
    sources.availabilityNotifications.personalDataOf(userId),
    sources.surveys.personalDataOf(userId),
    sources.onboarding.personalDataOf(userId),
    sources.listingClaims.personalDataOf(userId),
    sources.eventStatistics.personalDataOf(userId),
  ]);
  const likedNames = new Map(
    (await sources.childcareProviders.providerSummaries(liked.map((like) => like.providerId))).map(
      (provider) => [provider.id, provider.name],
    ),
  );
  const sections: Record<ArchiveSection, ArchiveRecord[]> = {
    account: records([
      {
        id: user.id,
        email: user.email,
        emailVerifiedAt: user.emailVerifiedAt,
        userName: user.userName,
        firstName: user.firstName,
        lastName: user.lastName,
        phoneNumber: user.phoneNumber,
        preferredLanguage: user.preferredLanguage,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      },
    ]),
    roles: records(roles),
    location: records(location === undefined ? [] : [location]),
    children: records(children),
    tickets: records(tickets),
    requests: records(requests.items),
    offers: records(offers),
    notices: records(notices),
    conversations: records(conversations),
    payments: records(payments),
    subscriptions: records(subscriptions),
    voiceAssistant: records(voiceAssistant === null ? [] : [voiceAssistant]),
    // The provider's voice agent conversations (calls, widget visitors, test chats) with their
    // transcripts and the messages taken.
    voiceCalls: records(voiceCalls),
    // What the provider gave their voice agent to read: each document or website, not its bytes
    // (the dashboard downloads those).
    knowledgeBase: records(knowledge),
    childAccess: records(access),
    // The parent's family broadcasts: the need sent, the filters, when paid and sent.
    broadcastOrders: records(
      broadcastOrders.map((order) => ({
        id: order.id,
        childId: order.childId,
        state: order.state,
        filters: order.filters,
        need: order.need,
        estimatedReach: order.estimatedReach,
        paidWith: order.paidWith,
        paidAt: order.paidAt,
        sentAt: order.sentAt,
        expiresAt: order.expiresAt,
        withdrawnAt: order.withdrawnAt,
        createdAt: order.createdAt,
      })),
    ),
    // Providers' spot broadcasts the family was (or is about to be) told of.
    spotInvitations: records(invitations),
    likedProviders: records(
      liked.map((like) => ({ ...like, providerName: likedNames.get(like.providerId) ?? null })),
    ),
    availabilityAlerts: records(alerts),
    surveys: records(surveys),
    onboarding: records(onboarding),
    listingClaims: records(claims),
    // Clicks on features not available yet, kept to learn where demand is.
    featureClicks: records(clicks),
  };
  return PersonalDataArchiveSchema.parse({
    format: 'kinderwait-personal-data',
    version: 1,
    generatedAt: now.toISOString(),
    userId,
    sections,
  });
}

/** The ZIP: data.json and summary.txt. */
export function archiveZip(archive: PersonalDataArchive): Uint8Array {
  return zipSync({
    'data.json': strToU8(`${JSON.stringify(archive, null, 2)}\n`),
    'summary.txt': strToU8(archiveSummary(archive)),
  });
}
