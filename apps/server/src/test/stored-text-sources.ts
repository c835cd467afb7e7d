/**
 * Where the text of every stored text column comes from, and so which boundary rule stands in
 * front of it (app/stored-text.test.ts walks the tables and checks each one here):
 * - `request`: fields of the API, as `<operation> <field>` (`body.a.b[]`, `body.data(json)[].c`,
 *   `query.q`, `path.id`), whose schemas carry the text rule (http/request-text-rule.ts);
 * - `tool`: fields of an assistant tool's input (`<tool> <field>`), parsed by the same contract
 *   schemas as the routes;
 * - `outside`: text from outside services, passed through the rule where it enters;
 * - `stored`: copied or rendered from other stored text columns (`table.column`);
 * - `server`: the server's own words (codes, hashes, seeded catalogues, URLs it builds).
 */
export type OutsideSource =
  | 'assistant'
  | 'payments'
  | 'city-import'
  | 'job-errors'
  | 'knowledge-base'
  | 'voice-answer'
  | 'telephony';

export type TextSource =
  | { request: readonly string[] }
  | { tool: readonly string[] }
  | { outside: OutsideSource }
  | { stored: readonly string[] }
  | { server: string };

const seeded = { server: 'seeded by the migrations, never written by the API' } as const;
const code = { server: 'one of the server’s own codes' } as const;
const hash = { server: 'a hash the server computes' } as const;
const payments = { outside: 'payments' } as const;
const cityImport = { outside: 'city-import' } as const;

const userFields = (field: string) => `PUT /api/users body.${field}`;
const child = (field: string) => `POST /enrollment/saveChildInfo body.${field}`;
const profile = (field: string) => `PATCH /api/childcare-providers body.${field}`;
const product = (field: string) => `PATCH /api/admin/products/{code} body.${field}`;
const signIn = 'POST /api/account/magic-links';
const message = 'POST /api/conversations/message';
const voice = (field: string) => `CreateVoiceAssistant ${field}`;
const ticketWrites = [
  'POST /api/children/{childId}/waitlist body.ScheduleAvailability',
  'PUT /api/children/{childId}/waitlist/{ticketId} body.ScheduleAvailability',
];
const kbUpload = (field: string) => `PUT /api/knowledge-base/{feature}/{key} ${field}`;
const voicePatch = (field: string) => `PATCH /api/assistants/{feature}/voice body.${field}`;
const callerText = [
  'POST /api/conversations/{feature}/voice/test-messages body.text',
  'POST /api/public/voice-agents/{publicId}/messages body.text',
];
const voiceAnswer = { outside: 'voice-answer' } as const;
/** Twilio's webhook parameters and API answers, passed through the text rule where they enter. */
const telephony = { outside: 'telephony' } as const;
const sandboxNumber = { server: 'a fictional 555-01xx number the sandbox offers' } as const;
const numberRequest = (field: string) => `POST /api/phone-numbers/{feature} body.${field}`;
const kbCrawl = (field: string) => `POST /api/knowledge-base/{feature}/embeddings ${field}`;
const priorityName = [
  'POST /api/providers/{providerId}/waitlist-priorities body.name',
  'PUT /api/providers/{providerId}/waitlist-priorities/{priorityId} body.name',
];

export const storedTextSources: Readonly<Record<string, readonly TextSource[]>> = {
  'users.email': [{ request: [`${signIn} body.email`] }],
  'users.userName': [{ request: [userFields('userName')] }],
  'users.firstName': [{ request: [`${signIn} body.name`, userFields('firstName')] }],
  'users.lastName': [{ request: [`${signIn} body.name`, userFields('lastName')] }],
  'users.phoneNumber': [{ request: [userFields('phoneNumber')] }],
  'users.preferredLanguage': [{ request: [userFields('preferredLanguage')] }],
  'roles.code': [seeded],
  'roles.name': [seeded],
  'role_types.code': [seeded],
  'role_types.involvementType': [seeded],
  'role_permissions.permission': [seeded],
  'magic_links.email': [{ request: [`${signIn} body.email`] }],
  'magic_links.kind': [code],
  'magic_links.tokenHash': [hash],
  'refresh_token_families.revokedReason': [code],
  'refresh_tokens.tokenHash': [hash],
  'event_statistics.eventType': [
    { request: ['POST /api/users/event-statistics/actions/collect body.eventType'] },
  ],
  'event_statistics.feature': [
    { request: ['POST /api/users/event-statistics/actions/collect body.feature'] },
  ],
  'event_statistics.path': [
    { request: ['POST /api/users/event-statistics/actions/collect body.path'] },
  ],
  'outbox_messages.recipient': [{ stored: ['users.email', 'childcare_providers.contactEmail'] }],
  'outbox_messages.subject': [{ stored: ['users.firstName', 'childcare_providers.name'] }],
  'outbox_messages.text': [
    { stored: ['users.firstName', 'children.firstName', 'childcare_providers.name'] },
  ],
  'outbox_messages.html': [
    { stored: ['users.firstName', 'children.firstName', 'childcare_providers.name'] },
  ],
  'telephony_sandbox_log.kind': [code],
  'telephony_sandbox_log.recipient': [
    { stored: ['childcare_providers.phone', 'voice_assistants.smsPhoneNumber'] },
    { stored: ['telephony_sandbox_numbers.number'] },
  ],
  'telephony_sandbox_log.extension': [{ stored: ['childcare_providers.phone'] }],
  'telephony_sandbox_log.text': [
    { stored: ['childcare_providers.name', 'telephony_sandbox_numbers.friendlyName'] },
  ],
  'telephony_sandbox_numbers.id': [{ server: 'an id the sandbox makes' }],
  'telephony_sandbox_numbers.number': [{ request: [numberRequest('number')] }, sandboxNumber],
  'telephony_sandbox_numbers.friendlyName': [{ server: 'the number request’s id, prefixed' }],
  'telephony_sandbox_numbers.voiceUrl': [{ server: 'PUBLIC_ORIGIN and our webhook path' }],
  'telephony_sandbox_numbers.statusCallbackUrl': [{ server: 'PUBLIC_ORIGIN and our webhook path' }],
  'phone_numbers.areaCode': [{ request: [numberRequest('areaCode')] }],
  'phone_numbers.requestedNumber': [{ request: [numberRequest('number')] }],
  'phone_numbers.number': [{ request: [numberRequest('number')] }, sandboxNumber, telephony],
  'phone_numbers.provider': [code],
  'phone_numbers.providerNumberId': [telephony, { server: 'an id the sandbox makes' }],
  'phone_numbers.state': [code],
  'phone_numbers.failureReason': [code],
  'phone_calls.callSid': [telephony],
  'phone_calls.answer': [code],
  'phone_calls.status': [telephony],
  'phone_call_statuses.callSid': [telephony],
  'phone_call_statuses.status': [telephony],
  'age_groups.code': [seeded],
  'age_groups.name': [seeded],
  'provider_types.code': [seeded],
  'provider_types.name': [seeded],
  'provider_types.description': [seeded],
  'childcare_types.code': [seeded],
  'childcare_types.name': [seeded],
  'childcare_types.description': [seeded],
  'school_plans.code': [seeded],
  'school_plans.name': [seeded],
  'school_plans.description': [seeded],
  'school_plans.period': [seeded],
  'school_plans.typicalHours': [seeded],
  'school_plans.details': [seeded],
  'fee_brackets.paymentOption': [seeded],
  'fee_brackets.label': [seeded],
  'languages.code': [seeded],
  'languages.name': [seeded],
  'languages.nativeName': [seeded],
  'childcare_providers.name': [cityImport, { request: [profile('profile.name')] }],
  'childcare_providers.description': [{ request: [profile('profile.description')] }],
  'childcare_providers.auspice': [cityImport],
  'childcare_providers.address': [cityImport, { request: [profile('childcareLocation.address')] }],
  'childcare_providers.addressDetails': [
    { request: [profile('childcareLocation.locationDetails')] },
  ],
  'childcare_providers.postalCode': [
    cityImport,
    { request: [profile('childcareLocation.locationDetails.postcode')] },
  ],
  'childcare_providers.phone': [cityImport, { request: [profile('contact.phone')] }],
  'childcare_providers.buildingType': [cityImport],
  'childcare_providers.buildingName': [cityImport],
  'childcare_providers.languages': [{ request: [profile('profile.languages')] }],
  'childcare_providers.contactEmail': [{ request: [profile('contact.email')] }],
  'childcare_providers.website': [{ request: [profile('contact.website')] }],
  'childcare_providers.importHash': [hash],
  'provider_age_groups.hoursOfBusiness': [{ request: [profile('ageGroups[].hoursOfBusiness')] }],
  'provider_age_groups.name': [{ stored: ['childcare_providers.name'] }],
  'data_imports.source': [code],
  'data_imports.contentHash': [hash],
  'user_locations.address': [{ request: ['POST /api/user-locations body.address'] }],
  'user_locations.addressDetails': [{ request: ['POST /api/user-locations body.locationDetails'] }],
  'onboardings.steps': [{ request: ['PATCH /api/onboarding/{onboardingId} body[].value'] }, code],
  'products.code': [seeded],
  'products.name': [seeded, { request: [product('name')] }],
  'products.description': [seeded, { request: [product('description')] }],
  'products.features': [seeded, { request: [product('features')] }],
  'products.roles': [seeded],
  'products.paymentMode': [seeded],
  'products.interval': [seeded],
  'products.currency': [seeded],
  'products.limits': [seeded, { request: [product('limits')] }],
  'product_changes.productCode': [{ request: ['PATCH /api/admin/products/{code} path.code'] }],
  'product_changes.changedByEmail': [{ stored: ['users.email'] }],
  'product_changes.before': [{ stored: ['products.name', 'products.description'] }],
  'product_changes.after': [
    { request: [product('name'), product('description'), product('features')] },
  ],
  'checkout_sessions.origin': [code],
  'checkout_sessions.roleCode': [{ stored: ['roles.code'] }],
  'checkout_sessions.provider': [code],
  'checkout_sessions.providerSessionId': [payments],
  'checkout_sessions.paymentMode': [{ request: ['POST /api/checkout body.order.paymentMode'] }],
  'checkout_sessions.status': [code],
  'checkout_sessions.currency': [code],
  'checkout_sessions.successUrl': [{ request: ['POST /api/checkout body.successUrl'] }],
  'checkout_sessions.cancelUrl': [{ request: ['POST /api/checkout body.cancelUrl'] }],
  'checkout_sessions.url': [payments],
  'checkout_sessions.providerPaymentId': [payments],
  'checkout_sessions.providerCustomerId': [payments],
  'checkout_sessions.providerSubscriptionId': [payments],
  'checkout_sessions.declineCode': [{ server: 'the sandbox’s own decline codes' }],
  'checkout_session_lines.productCode': [
    { request: ['POST /api/checkout body.order.products[].code'] },
  ],
  'checkout_session_lines.name': [{ stored: ['products.name'] }],
  'subscriptions.productCode': [{ stored: ['products.code'] }],
  'subscriptions.name': [{ stored: ['products.name'] }],
  'subscriptions.status': [payments, code],
  'subscriptions.provider': [code],
  'subscriptions.providerSubscriptionId': [payments],
  'subscriptions.providerCustomerId': [payments],
  'payment_events.provider': [code],
  'payment_events.eventId': [payments],
  'payment_events.type': [payments],
  'usage_counters.kind': [code],
  'listing_claims.channel': [
    { request: ['POST /api/childcare-providers/listings/{listingId}/claims body.channel'] },
  ],
  'listing_claims.sentTo': [
    { stored: ['childcare_providers.phone', 'childcare_providers.contactEmail'] },
  ],
  'listing_claims.codeHash': [hash],
  'listing_claims.status': [code],
  'children.firstName': [{ request: [child('firstName')] }],
  'children.lastName': [{ request: [child('lastName')] }],
  'children.languages': [{ request: [child('languages')] }],
  'children.allergies': [{ request: [child('allergies')] }],
  'children.medicalConditions': [{ request: [child('medicalConditions')] }],
  'children.medications': [{ request: [child('medications')] }],
  'children.dietaryNeeds': [{ request: [child('dietaryNeeds')] }],
  'children.specialNeeds': [{ request: [child('specialNeeds')] }],
  'children.emergencyContactName': [{ request: [child('emergencyContactName')] }],
  'children.emergencyContactPhone': [{ request: [child('emergencyContactPhone')] }],
  'children.emergencyContactRelationship': [{ request: [child('emergencyContactRelationship')] }],
  'children.notes': [{ request: [child('notes')] }],
  'children.locationAddress': [
    { request: [child('location.address')] },
    { stored: ['user_locations.address'] },
  ],
  'waitlist_tickets.scheduleAvailability': [{ request: ticketWrites }],
  'childcare_requests.status': [code],
  'childcare_requests.withdrawReason': [
    { request: ['PATCH /api/providers/{providerId}/waitlist/{ticketId} body.reason'] },
  ],
  'survey_responses.type': [{ request: ['POST /api/surveys body.type'] }],
  'survey_responses.outcome': [code],
  'survey_responses.answers': [{ request: ['POST /api/surveys body.surveyData(json)'] }],
  'survey_responses.surveyData': [{ request: ['POST /api/surveys body.surveyData'] }],
  'background_jobs.name': [code],
  'background_jobs.data': [{ stored: ['users.email', 'childcare_providers.name'] }],
  'background_jobs.singletonKey': [code],
  'background_jobs.status': [code],
  'background_jobs.lastError': [{ outside: 'job-errors' }],
  'notices.kind': [code],
  'notices.data': [
    { stored: ['children.firstName', 'childcare_providers.name', 'voice_conversations.message'] },
  ],
  'notices.dedupeKey': [code],
  'broadcast_orders.kind': [code],
  'broadcast_orders.state': [code],
  'broadcast_orders.paidWith': [code],
  'broadcast_orders.filters': [
    { request: ['POST /api/broadcast/orders body.filters.ScheduleAvailability'] },
  ],
  // The need providers read: the schedule chosen, and catalogue names in words.
  'broadcast_orders.need': [
    { request: ['POST /api/broadcast/orders body.filters.ScheduleAvailability'] },
    {
      stored: [
        'age_groups.name',
        'childcare_types.name',
        'school_plans.name',
        'fee_brackets.label',
      ],
    },
  ],
  'broadcast_deliveries.answer': [
    { request: ['PUT /api/broadcast/incoming/{deliveryId}/answer body.answer'] },
  ],
  'broadcast_deliveries.note': [
    { request: ['PUT /api/broadcast/incoming/{deliveryId}/answer body.note'] },
  ],
  'broadcast_deliveries.decision': [code],
  'waitlist_priority_categories.code': [code],
  'waitlist_priority_categories.name': [{ request: priorityName }],
  'provider_waitlist_settings.policy': [
    { request: ['PUT /api/providers/{providerId}/waitlist-settings body.policy'] },
  ],
  'offers.status': [code],
  'offers.linkTokenHash': [hash],
  'conversations.feature': [{ request: [`${message} body.feature`] }],
  'conversations.nameSuffix': [{ request: [`${message} body.conversationNameSuffix`] }],
  'conversation_messages.role': [code],
  'conversation_messages.content': [
    { request: [`${message} body.content`] },
    { outside: 'assistant' },
  ],
  'conversation_messages.hiddenContent': [
    { request: [`${message} body.hiddenContent`] },
    { outside: 'assistant' },
  ],
  'voice_assistants.businessName': [
    { tool: [voice('businessName')] },
    { request: [voicePatch('businessName')] },
  ],
  'voice_assistants.greeting': [
    { tool: [voice('greeting')] },
    { request: [voicePatch('greeting')] },
  ],
  'voice_assistants.smsPhoneNumber': [
    { tool: [voice('smsPhoneNumber')] },
    { request: [voicePatch('smsPhoneNumber')] },
  ],
  'voice_assistants.redirectPhoneNumber': [
    { tool: [voice('redirectPhoneNumber')] },
    { request: [voicePatch('redirectPhoneNumber')] },
  ],
  'voice_assistants.websiteUrl': [
    { tool: [voice('websiteUrl')] },
    { request: [voicePatch('websiteUrl')] },
  ],
  // The voice agent's settings, conversations and turns (modules/voice-agent): the engine's words
  // pass the text rule where they enter (stored-answer.ts).
  'voice_assistants.publicId': [{ server: 'a random id the database makes' }],
  'voice_assistants.language': [{ request: [voicePatch('language')] }],
  'voice_assistants.voice': [{ request: [voicePatch('voice')] }],
  'voice_assistants.answeringHours': [{ request: [voicePatch('answeringHours')] }],
  'voice_assistants.allowedOrigins': [
    { request: [voicePatch('allowedOrigins')] },
    { tool: [voice('websiteUrl')] },
  ],
  'voice_conversations.channel': [code],
  'voice_conversations.caller': [{ server: 'the server’s words and the start of an id' }],
  'voice_conversations.outcome': [code],
  'voice_conversations.summary': [
    { request: callerText },
    { stored: ['voice_conversations.message'] },
  ],
  'voice_conversations.state': [voiceAnswer, { request: callerText }],
  'voice_conversations.message': [voiceAnswer, { request: callerText }],
  'voice_turns.role': [code],
  'voice_turns.text': [voiceAnswer, { request: callerText }],
  'voice_turns.sources': [voiceAnswer],
  // Where a location came from and where its address parts did: enums of the server's words.
  'childcare_providers.locationSource': [code],
  'childcare_providers.addressPartSources': [code],
  'user_locations.locationSource': [code],
  'user_locations.addressPartSources': [code],
  'children.locationSource': [code],
  'postal_area_centroids.postalArea': [seeded],
  // One plan at a time: the plan is a product's code, the refusal one of the server's.
  'checkout_sessions.planCode': [{ stored: ['products.code'] }],
  'checkout_sessions.refusal': [code],
  'plan_locks.productCode': [{ stored: ['products.code'] }],
  // Families' data: statuses, hashed link tokens and what an access line records.
  'privacy_exports.status': [code],
  'account_erasures.status': [code],
  'account_erasures.confirmTokenHash': [hash],
  'account_erasures.undoTokenHash': [hash],
  'child_access_log.action': [code],
  'child_access_log.what': [code],
  // The knowledge base: documents' names and text, and crawled pages, cleaned where they enter
  // (modules/knowledge-base/document-text.ts, website-crawl.ts).
  'knowledge_base_items.feature': [
    { request: [kbUpload('path.feature'), kbCrawl('path.feature')] },
  ],
  'knowledge_base_items.key': [
    { request: [kbUpload('path.key'), kbCrawl('body.url')] },
    { server: 'website: and the host of the address crawled' },
  ],
  'knowledge_base_items.name': [{ outside: 'knowledge-base' }, { request: [kbCrawl('body.url')] }],
  'knowledge_base_items.kind': [code],
  'knowledge_base_items.mediaType': [code],
  'knowledge_base_items.sourceUrl': [{ request: [kbCrawl('body.url')] }],
  'knowledge_base_items.objectKey': [{ server: 'a storage key the server makes' }],
  'knowledge_base_items.state': [code],
  'knowledge_base_items.reason': [{ server: 'the contract’s words (knowledgeBaseReasons)' }],
  'knowledge_base_items.crawl': [{ outside: 'knowledge-base' }, { request: [kbCrawl('body.url')] }],
  'knowledge_base_items.crawlState': [
    { outside: 'knowledge-base' },
    { request: [kbCrawl('body.url')] },
  ],
  'knowledge_base_items.embeddingState': [code],
  'knowledge_base_items.embeddingModel': [{ server: 'the configured AI_EMBEDDING_MODEL' }],
  'knowledge_base_pages.url': [{ outside: 'knowledge-base' }, { request: [kbCrawl('body.url')] }],
  'knowledge_base_pages.title': [{ outside: 'knowledge-base' }],
  'knowledge_base_pages.text': [{ outside: 'knowledge-base' }],
  'knowledge_base_chunks.text': [
    { outside: 'knowledge-base' },
    { stored: ['knowledge_base_pages.title', 'knowledge_base_pages.text'] },
  ],
  'knowledge_base_chunks.sourceUrl': [{ stored: ['knowledge_base_pages.url'] }],
};
