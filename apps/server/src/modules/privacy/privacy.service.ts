import type {
  ChildAccessResponse,
  DataExport,
  ErasureConfirmed,
  ErasureStatus,
} from '@kinderwait/contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { MailSender } from '../../integrations/mail/mail-sender.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { SessionsService } from '../account/sessions/sessions.service.ts';
import type { SignInService } from '../account/sign-in/sign-in.service.ts';
import type { ChildcareProvidersService } from '../childcare-providers/childcare-providers.service.ts';
import type { KnowledgeBaseService } from '../knowledge-base/knowledge-base.service.ts';
import type { ChildrenService } from '../children/children.service.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import type { NoticesService } from '../notices/notices.service.ts';
import type { PaymentHistoryService } from '../billing/payment-history/payment-history.service.ts';
import type { TicketsService } from '../waitlist/tickets/tickets.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { PhoneNumbersService } from '../phone-numbers/phone-numbers.service.ts';
import type { RequestsService } from '../waitlist/requests/requests.service.ts';
import type { ChildAccessEvent } from './child-access.ts';
import { createChildAccess } from './child-access.ts';
import type { ArchiveSources } from './personal-data-archive.ts';
import { createPrivacyErasure } from './privacy-erasure.ts';
import { createPrivacyExports } from './privacy-exports.ts';
import type { RetentionResult } from './privacy-retention.ts';
import { applyRetention } from './privacy-retention.ts';

export interface PrivacyServiceDeps extends ArchiveSources {
  db: Database;
  clock: Clock;
  mail: MailSender;
  jobs: Pick<JobQueue, 'send' | 'forget' | 'deleteFinishedBefore'>;
  /** Signs the archive links. */
  secret: string;
  publicOrigin: string;
  users: Pick<UsersService, 'findById' | 'findByEmail' | 'setClosed' | 'deleteAccount'>;
  children: Pick<
    ChildrenService,
    'personalDataOf' | 'listOwnedChildren' | 'childrenByIds' | 'existingChildIds'
  >;
  tickets: Pick<TicketsService, 'ticketsOfChildren' | 'likedProvidersOf' | 'deleteInactiveBefore'>;
  requests: Pick<RequestsService, 'listParentRequests' | 'withdrawForErasure'>;
  notices: Pick<NoticesService, 'personalDataOf' | 'redactChildren' | 'deleteCreatedBefore'>;
  conversations: Pick<ConversationsService, 'personalDataOf' | 'deleteIdleSince'>;
  paymentHistory: Pick<
    PaymentHistoryService,
    'personalDataOf' | 'anonymiseBuyer' | 'deleteAnonymisedPaidBefore'
  >;
  sessions: Pick<SessionsService, 'endAll'>;
  signIn: Pick<SignInService, 'forgetEmail'>;
  childcareProviders: Pick<ChildcareProvidersService, 'providerSummaries' | 'releaseForErasure'>;
  knowledgeBase: Pick<KnowledgeBaseService, 'eraseAllOf' | 'personalDataOf'>;
  phoneNumbers: Pick<PhoneNumbersService, 'releaseForErasure'>;
}

/** Families' data (docs/product/privacy.md): archives, erasure, the access record, retention. */
export interface PrivacyService {
  latestExport(userId: string): Promise<DataExport | null>;
  requestExport(userId: string): Promise<DataExport>;
  /** The export job (privacy.jobs.ts). */
  buildExport(exportId: string, lastAttempt: boolean): Promise<void>;
  /** The archive behind a signed link; 404 export_link_invalid otherwise. */
  exportArchive(exportId: string, token: string): Promise<Uint8Array>;
  erasureStatus(userId: string): Promise<ErasureStatus>;
  requestErasure(userId: string): Promise<ErasureStatus>;
  confirmErasure(token: string): Promise<ErasureConfirmed>;
  undoErasure(token: string): Promise<void>;
  /** The erasure sweep (privacy.jobs.ts): answers how many accounts it erased. */
  eraseDue(): Promise<number>;
  /** Development only: the account's confirmed deletion carried out now (privacy-dev.routes.ts). */
  eraseNow(email: string): Promise<boolean>;
  /** The retention sweep (privacy.jobs.ts). */
  applyRetention(): Promise<RetentionResult>;
  /** A waitlist event: a provider's user saw or changed children's information. */
  recordChildAccess(event: ChildAccessEvent, tx?: Database): Promise<void>;
  childAccessOf(parentUserId: string): Promise<ChildAccessResponse>;
}

export function createPrivacyService(deps: PrivacyServiceDeps): PrivacyService {
  const access = createChildAccess(deps);
  const exports = createPrivacyExports({ ...deps, sources: deps, childAccess: access.forArchive });
  const erasure = createPrivacyErasure(deps);
  return {
    latestExport: exports.latest,
    requestExport: exports.request,
    buildExport: exports.build,
    exportArchive: exports.archive,
    erasureStatus: erasure.status,
    requestErasure: erasure.request,
    confirmErasure: erasure.confirm,
    undoErasure: erasure.undo,
    eraseDue: erasure.eraseDue,
    eraseNow: erasure.eraseNow,
    applyRetention: () => applyRetention(deps),
    recordChildAccess: access.record,
    childAccessOf: access.ofParent,
  };
}
