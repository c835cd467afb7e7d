/**
 * Business constants (docs/product/README.md#constants, roles in docs/product/accounts.md#roles),
 * shared by server and web.
 */

export const roleCodes = ['SuperAdmin', 'Parent', 'Licenced', 'Unlicenced', 'BabySitter'] as const;
export type RoleCode = (typeof roleCodes)[number];

/**
 * Provider roles: their role types include childcare with involvementType offers_care
 * (docs/product/accounts.md#roles).
 */
export const providerRoleCodes = [
  'Licenced',
  'Unlicenced',
  'BabySitter',
] as const satisfies readonly RoleCode[];

/** Every permission a role can hold; the full table is in docs/permissions.md. */
export const permissions = {
  childCreate: 'child.create',
  childRead: 'child.read',
  waitlistTicketCreate: 'waitlistTicket.create',
  childcareRequestCreate: 'childcareRequest.create',
  surveyCreate: 'survey.create',
  waitlistManage: 'waitlist.manage',
  availabilityNotify: 'availability.notify',
  childcareProviderManage: 'childcareProvider.manage',
  listingClaim: 'listing.claim',
  /** A provider broadcasts its open spots (spot broadcasts, the AI Broadcast chat). */
  broadcastCreate: 'broadcast.create',
  /** A provider receives and answers families' broadcasts. */
  broadcastAnswer: 'broadcast.answer',
  /** A parent broadcasts a child's care need to matching providers. */
  familyBroadcastCreate: 'familyBroadcast.create',
  voiceAgentManage: 'voiceAgent.manage',
  knowledgeBaseManage: 'knowledgeBase.manage',
  checkoutCreate: 'checkout.create',
  paymentRead: 'payment.read',
  userManage: 'user.manage',
  roleAssign: 'role.assign',
  /** Edit what is sold: prices, texts, limits, on sale or not (SuperAdmin; migration 0009). */
  productManage: 'product.manage',
} as const;
export type Permission = (typeof permissions)[keyof typeof permissions];

const p = permissions;
const providerBase: Permission[] = [
  p.waitlistManage,
  p.availabilityNotify,
  p.childcareProviderManage,
  p.broadcastAnswer,
  p.checkoutCreate,
  p.paymentRead,
];

/** The permissions each seeded role holds (seeded by migration; a test keeps both in step). */
export const rolePermissions: Record<RoleCode, readonly Permission[]> = {
  SuperAdmin: Object.values(permissions),
  Parent: [
    p.childCreate,
    p.childRead,
    p.waitlistTicketCreate,
    p.childcareRequestCreate,
    p.surveyCreate,
    p.familyBroadcastCreate,
    p.checkoutCreate,
    p.paymentRead,
  ],
  Licenced: [
    ...providerBase,
    p.listingClaim,
    p.broadcastCreate,
    p.voiceAgentManage,
    p.knowledgeBaseManage,
  ],
  Unlicenced: [...providerBase, p.broadcastCreate, p.voiceAgentManage, p.knowledgeBaseManage],
  BabySitter: providerBase,
};

export const storageKeys = {
  waitlistData: 'waitlistData',
  token: 'token',
  roleId: 'userContext.roleId',
  roleCode: 'userContext.roleCode',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export const notificationDefaults = {
  /** Timeout the notification store uses when a caller gives none. */
  storeTimeoutMs: 4000,
  /** Timeout of the notification component, and of refusal messages. */
  componentTimeoutMs: 5000,
  zIndex: 1000,
} as const;

export const xsrf = { cookieName: 'XSRF-TOKEN', headerName: 'X-XSRF-TOKEN' } as const;

/**
 * The HTTP header every call carries with the current role's id
 * (docs/product/accounts.md#the-active-role).
 */
export const roleIdHeader = 'roleId';

/**
 * Breakpoints (docs/product/app-shell.md#breakpoints) as MUI lower bounds, in px: xs is under 600,
 * sm from 600, md from 960, lg from 1280, xl from 1920 and xxl from 2560. "Mobile" means narrower
 * than lg (docs/decisions/web-app.md#product).
 */
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export const mobileBreakpoint = 'lg' as const;

export const chatLimits = {
  messageMaxLength: 600,
  textareaMaxHeightPx: 200,
  refreshIntervalMs: 5 * 60 * 1000,
  fontSizeMin: 10,
  fontSizeMax: 24,
  fontSizeDefault: 16,
  bubbleFontSizeDefault: 14,
} as const;

export const conversationPageSize = 20;

export const mapDefaults = {
  latitude: 43.6532,
  longitude: -79.3832,
  zoom: 14,
  maxTileZoom: 19,
  height: '500px',
  width: '100%',
  pinSizePx: 50,
} as const;

export const formValidationDebounceMs = 5;
export const tokenRefreshPollMs = 10;

export const paymentOptions = ['Daily', 'Hourly'] as const;
export type PaymentOption = (typeof paymentOptions)[number];

export const surveyType = 'waitlist' as const;
export const defaultPaymentMode = 'payment' as const;

export const subscriptionNames = {
  /** The parents' paid plan (docs/pricing.md). */
  kinderwaitPlus: 'KinderWait Plus',
  voiceAssistantSetup: 'Voice Assistant Setup',
  voiceAssistantPhoneNumber: 'Voice Assistant Phone Number',
} as const;

/** Either opens the voice agent's onboarding (docs/product/voice-agent.md#what-exists-today). */
export const voiceAgentSubscriptionNames = [
  subscriptionNames.voiceAssistantSetup,
  subscriptionNames.voiceAssistantPhoneNumber,
] as const;

export const onboardingStepNames = {
  roleSelection: 'role-selection',
  selectLocation: 'select-location',
  onboardingChatVoiceAgent: 'onboarding-chat-voice-agent',
} as const;

export const features = { broadcast: 'broadcast', voiceAiAgent: 'voiceAiAgent' } as const;

export const dayNames = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type DayName = (typeof dayNames)[number];

export const timesOfDay = ['Morning', 'Afternoon', 'Evening', 'Night'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

/** Display timezone; storage is UTC (docs/product/platform.md#dates-and-times). */
export const displayTimeZone = 'America/Toronto';

/** Ids of the seeded roles (migration-seeded; stable across installs). */
export const roleIds = {
  SuperAdmin: 1,
  Parent: 2,
  Licenced: 3,
  Unlicenced: 4,
  BabySitter: 5,
} as const satisfies Record<RoleCode, number>;
