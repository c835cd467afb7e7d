import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import {
  authLoginPath,
  broadcastPagePaths,
  authRegisterPath,
  devOutboxPagePath,
  devTelephonyPagePath,
  paymentHistoryPagePath,
  privacyPagePaths,
  publicPagePaths,
} from '@kinderwait/contract/web-paths';

/**
 * Every route of the web app in one place (STYLE.md): `path` is the router pattern, `getHref()` builds
 * a link. Public paths come from the contract so the server's prerender and fallback logic agree.
 */
function fixed<const P extends string>(path: P) {
  return { path, getHref: (): P => path };
}

const segment = (value: string): string => encodeURIComponent(value);

/** The nested steps of the waitlist wizard (docs/product/waitlist.md#filters-wizard), in order. */
export const waitlistWizardSteps = [
  'provider-types',
  'childcare-types',
  'school-plans',
  'schedule-availability',
  'daily-payment',
  'filters-confirmation',
] as const;
export type WaitlistWizardStep = (typeof waitlistWizardSteps)[number];

export const paths = {
  landing: fixed(publicPagePaths.landing),
  about: fixed(publicPagePaths.about),
  blog: fixed(publicPagePaths.blog),
  blogArticle: {
    path: `${publicPagePaths.blog}/:id`,
    getHref: (id: string) => `${publicPagePaths.blog}/${segment(id)}`,
  },
  careers: fixed(publicPagePaths.careers),
  help: fixed(publicPagePaths.help),
  licenses: fixed(publicPagePaths.licenses),
  press: fixed(publicPagePaths.press),
  safety: fixed(publicPagePaths.safety),
  policies: {
    root: fixed(publicPagePaths.policies),
    cookiePolicy: fixed(publicPagePaths.cookiePolicy),
    privacyPolicy: fixed(publicPagePaths.privacyPolicy),
    termsOfUse: fixed(publicPagePaths.termsOfUse),
  },
  /**
   * /error/{code}/{message} (docs/product/public-site.md#error-page); both parts are encoded so any
   * message survives the URL.
   */
  error: {
    path: '/error/:code/:message',
    getHref: (code: string, message: string) => `/error/${segment(code)}/${segment(message)}`,
  },
  auth: {
    root: fixed('/auth'),
    login: fixed(authLoginPath),
    register: fixed(authRegisterPath),
    confirmation: fixed('/auth/confirmation'),
  },
  /**
   * The post-logout path (docs/product/accounts.md#signing-out); it redirects to the sign-in
   * screen.
   */
  entryLogin: fixed('/entry/login'),
  /** Development tool: the embedded mail outbox (absent in production). */
  devOutbox: fixed(devOutboxPagePath),
  /** Development tool: the embedded telephony sandbox's log (absent in production). */
  devTelephony: fixed(devTelephonyPagePath),
  /**
   * The emailed offer link's page (public: its token answers only that offer;
   * docs/product/offers.md#answering-an-offer).
   */
  offerLink: {
    path: '/offers/:offerId',
    getHref: (offerId: string, token?: string) =>
      token === undefined
        ? `/offers/${segment(offerId)}`
        : `/offers/${segment(offerId)}?token=${encodeURIComponent(token)}`,
  },
  /** The "still interested?" email link's page (public: its token answers only that ticket). */
  waitlistConfirmationLink: {
    path: '/waitlist/confirm/:ticketId',
    getHref: (ticketId: string, token?: string) =>
      token === undefined
        ? `/waitlist/confirm/${segment(ticketId)}`
        : `/waitlist/confirm/${segment(ticketId)}?token=${encodeURIComponent(token)}`,
  },
  /** The deletion emails' pages (public: each token does one thing; docs/product/privacy.md). */
  erasureConfirm: fixed(privacyPagePaths.erasureConfirm),
  erasureUndo: fixed(privacyPagePaths.erasureUndo),
  app: {
    home: fixed('/home'),
    userProfile: fixed('/user-profile'),
    userProfileEdit: fixed('/user-profile/edit'),
    roleSelection: fixed('/onboarding/role-selection'),
    /** The onboarding step resolver (docs/product/onboarding.md#the-step-resolver). */
    onboardingSteps: fixed('/onboarding/steps'),
    /** The provider profile screen (docs/product/catalogue.md#the-profile-screen). */
    childcareProviderProfile: fixed('/user-profile/childcare-provider'),
    /** Claiming a licensed centre's listing (Licenced; see docs/screens.md). */
    claimListing: fixed('/user-profile/childcare-provider/claim'),
    /**
     * The provider's waitlist (waitlist.manage;
     * docs/product/offers.md#the-providers-waitlist-screen).
     */
    providerWaitlist: fixed('/user-profile/childcare-provider/waitlist'),
    waitlistChildren: fixed('/waitlist/children'),
    /**
     * The child information form (docs/product/waitlist.md#the-child-information-form): a new
     * child, or `?childId=` to edit one.
     */
    childEnrollment: {
      path: '/child-enrollment',
      getHref: (childId?: string) =>
        childId === undefined
          ? '/child-enrollment'
          : `/child-enrollment?childId=${encodeURIComponent(childId)}`,
    },
    /**
     * The filters wizard (docs/product/waitlist.md#filters-wizard); its steps are nested
     * (waitlistWizardSteps).
     */
    waitlistWizard: {
      path: '/waitlist/:childId',
      getHref: (childId: string, step?: WaitlistWizardStep) =>
        step === undefined
          ? `/waitlist/${segment(childId)}`
          : `/waitlist/${segment(childId)}/${step}`,
    },
    /** The school-plans step's detail of one plan. */
    waitlistSchoolPlan: {
      path: '/waitlist/:childId/school-plans/:planId',
      getHref: (childId: string, planId: number) =>
        `/waitlist/${segment(childId)}/school-plans/${planId}`,
    },
    /** The providers list of one child (docs/product/waitlist.md#the-providers-list). */
    childcareProviders: {
      path: '/waitlist/children/:childId/childcare-providers',
      getHref: (childId: string) => `/waitlist/children/${segment(childId)}/childcare-providers`,
    },
    /** Every request of the parent; `?childId=` shows one child's. */
    childcareRequests: {
      path: '/waitlist/childcare-requests',
      getHref: (childId?: string) =>
        childId === undefined
          ? '/waitlist/childcare-requests'
          : `/waitlist/childcare-requests?childId=${encodeURIComponent(childId)}`,
    },
    childcareRequestSendingResult: fixed('/waitlist/childcare-request-sending-result'),
    /** The survey resolver (docs/product/waitlist.md#surveys). */
    parentWaitlistSurvey: fixed('/surveys/parent/waitlist'),
    /** The billing routes (docs/product/billing.md#screens). */
    pricingTierCarousel: fixed('/service-payment/pricing-tier-carousel'),
    checkoutComplete: fixed('/service-payment/checkout-complete'),
    paymentHistory: fixed(paymentHistoryPagePath),
    limitReached: fixed('/service-payment/limit-reached'),
    /**
     * The SuperAdmin's products and prices (product.manage;
     * docs/product/billing.md#editing-products).
     */
    productAdmin: fixed('/service-payment/products'),
    /**
     * The assistant chat (docs/product/assistant.md#the-chat-screen) of a feature (broadcast,
     * voiceAiAgent) for the current role.
     */
    aiAssistant: {
      path: '/ai-assistants/:feature',
      getHref: (feature: string) => `/ai-assistants/${segment(feature)}`,
    },
    /**
     * What the voice agent is and how to get it (docs/product/voice-agent.md#the-welcome-screen);
     * /voice-ai-agent opens it.
     */
    voiceAgentWelcome: fixed('/voice-ai-agent/welcome'),
    /**
     * Needs Voice Assistant Setup or Voice Assistant Phone Number
     * (docs/product/voice-agent.md#what-exists-today).
     */
    voiceAgentOnboarding: fixed('/voice-ai-agent/onboarding'),
    /**
     * The agent's state, knowledge base, settings, widget, test chat and conversations
     * (docs/product/voice-agent.md#the-dashboard); voiceAgent.manage and a voice purchase.
     */
    voiceAgentDashboard: fixed('/voice-ai-agent/profile-dashboard'),
    /**
     * The broadcast section (docs/product/broadcast.md#screens); its index opens the active
     * role's first screen.
     */
    broadcast: fixed('/broadcast'),
    /** What a family broadcast does and costs (familyBroadcast.create). */
    broadcastPriceAndAdvantages: fixed('/broadcast/price-and-advantages'),
    broadcastSelectChild: fixed('/broadcast/select-child'),
    /** One child's choices for a family broadcast, then paying. */
    broadcastFilterSelection: {
      path: '/broadcast/filter-selection/:childId',
      getHref: (childId: string) => buildUrl(broadcastPagePaths.filterSelection, { childId }),
    },
    broadcastOrders: fixed(broadcastPagePaths.orders),
    /** One order's confirmation (a checkout returns here). */
    broadcastOrder: {
      path: '/broadcast/orders/:orderId',
      getHref: (orderId: string) => buildUrl(broadcastPagePaths.order, { orderId }),
    },
    /** The providers interested in a family broadcast. */
    broadcastInterest: {
      path: '/broadcast/orders/:orderId/childcare-interest',
      getHref: (orderId: string) => buildUrl(broadcastPagePaths.interest, { orderId }),
    },
    /** The spot broadcasts a parent's children received. */
    broadcastInvitations: fixed(broadcastPagePaths.invitations),
    /** The family broadcasts a provider received (broadcast.answer). */
    broadcastIncoming: fixed(broadcastPagePaths.incoming),
    /** The AI Broadcast chat (broadcast.create). */
    broadcastOnboarding: fixed('/broadcast/broadcast-onboarding'),
    /** The provider's broadcast profile and spot broadcasts (broadcast.create). */
    broadcastProfile: fixed('/broadcast/broadcast-profile'),
    /** The embedded payment sandbox's hosted checkout page (contract's sandboxCheckoutPagePath). */
    sandboxCheckout: {
      path: '/sandbox-checkout/:id',
      getHref: (id: string) => `/sandbox-checkout/${segment(id)}`,
    },
  },
} as const;

/**
 * The sign-in sections by their bare path (docs/product/README.md#routes), each with the screen it
 * opens (the screen guards itself). /ai-assistants has no first screen (a chat is per feature): it
 * is not found. /broadcast chooses by role (paths.app.broadcast).
 */
export const sectionFirstScreens: readonly { section: string; first: string }[] = [
  { section: '/waitlist', first: paths.app.waitlistChildren.getHref() },
  { section: '/service-payment', first: paths.app.pricingTierCarousel.getHref() },
  { section: '/onboarding', first: paths.app.onboardingSteps.getHref() },
  { section: '/voice-ai-agent', first: paths.app.voiceAgentWelcome.getHref() },
  { section: '/surveys', first: paths.app.parentWaitlistSurvey.getHref() },
];
