import { redirect, replace } from 'react-router';
import type { RouteObject } from 'react-router';
import { permissions, voiceAgentSubscriptionNames } from '@kinderwait/contract/constants';
import { LazyLoadingIndicator } from '../components/shell/loading-overlay';
import { paths, sectionFirstScreens, waitlistWizardSteps } from '../config/paths';
import { routeAccess } from './guard/route-access';
import { RouteErrorBoundary } from './route-error-boundary';
import type { Language } from '../lib/i18n/language';
import { loadPageMessages } from './page-messages';
import { lazyRoute } from './route-modules';

/** Orders are a parent's family broadcasts or a provider's spot broadcasts. */
const broadcastOrderPermissions = [permissions.familyBroadcastCreate, permissions.broadcastCreate];

function RenderNothing() {
  return null;
}

function SignedInPending() {
  return <LazyLoadingIndicator open />;
}

/** A public page's path relative to its parent's ("/policies/terms-of-use" under "/policies"). */
function below(parent: string, path: string): string {
  return path.slice(parent === '/' ? 1 : parent.length + 1);
}

/**
 * The prerendered public pages (docs/product/public-site.md#prerendering), once per language:
 * the English site at the root, the French one under /fr (route ids of the copies start `fr:`).
 */
function translatedPublicPages(language: Language): RouteObject[] {
  const page = (name: string) => lazyRoute(name, language);
  const policies = paths.policies.root.path;
  return [
    { index: true, ...page('routes/landing') },
    { path: below('/', paths.about.path), ...page('routes/about') },
    { path: below('/', paths.blog.path), ...page('routes/blog') },
    { path: below('/', paths.blogArticle.path), ...page('routes/blog-article') },
    { path: below('/', paths.careers.path), ...page('routes/careers') },
    { path: below('/', paths.help.path), ...page('routes/help') },
    { path: below('/', paths.licenses.path), ...page('routes/licenses') },
    { path: below('/', paths.press.path), ...page('routes/press') },
    { path: below('/', paths.safety.path), ...page('routes/safety') },
    {
      // The policies' texts ship with their pages (the release's files, which the API serves
      // too): no server state, so they hydrate on intent like the pages above.
      path: below('/', policies),
      children: [
        { index: true, ...page('routes/policies/policies-index') },
        {
          path: below(policies, paths.policies.cookiePolicy.path),
          ...page('routes/policies/cookie-policy'),
        },
        {
          path: below(policies, paths.policies.privacyPolicy.path),
          ...page('routes/policies/privacy-policy'),
        },
        {
          path: below(policies, paths.policies.termsOfUse.path),
          ...page('routes/policies/terms-of-use'),
        },
      ],
    },
  ];
}

/**
 * The route table. Every page is a lazily loaded module (see route-modules.ts). A signed-in page is
 * one line under the signed-in layout, declaring its access:
 * `{ path: paths.app.x.path, handle: routeAccess({ signIn: true, permissions: [...] }), ...lazyRoute('routes/x') }`.
 */
export const routes: RouteObject[] = [
  {
    ...lazyRoute('layouts/root-layout'),
    // Every page's words in its language before it opens (docs/decisions/i18n.md#loading): asked
    // again whenever the page changes; the catalogues are loaded once, so that costs nothing.
    loader: async ({ request }) => {
      await loadPageMessages(routes, new URL(request.url).pathname);
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    errorElement: <RouteErrorBoundary />,
    // main.tsx loads the first page's modules before the router starts, so this only shows (as
    // nothing) if that failed and the router is retrying.
    HydrateFallback: RenderNothing,
    children: [
      {
        ...lazyRoute('layouts/public-layout'),
        children: [
          {
            // A failing page renders its error inside the public layout, keeping header and footer.
            errorElement: <RouteErrorBoundary inLayout />,
            children: [
              // The prerendered pages, in English and under /fr in French: each group fixes
              // its pages' language (docs/decisions/i18n.md#the-active-language).
              { handle: { language: 'en' }, children: translatedPublicPages('en') },
              { path: 'fr', handle: { language: 'fr' }, children: translatedPublicPages('fr') },
              {
                path: paths.auth.root.path,
                children: [
                  {
                    index: true,
                    // Redirects before anything renders; the element only marks the leaf as intended.
                    loader: () => redirect(paths.auth.login.getHref()),
                    element: null,
                  },
                  { path: paths.auth.login.path, ...lazyRoute('routes/auth/login') },
                  { path: paths.auth.register.path, ...lazyRoute('routes/auth/register') },
                  {
                    path: paths.auth.confirmation.path,
                    ...lazyRoute('routes/auth/confirmation'),
                  },
                ],
              },
              {
                // Sign-out goes to /entry/login (docs/product/accounts.md#signing-out); it is the
                // sign-in screen by another name.
                path: paths.entryLogin.path,
                loader: () => redirect(paths.auth.login.getHref()),
                element: null,
              },
              {
                // Pages that read server state: the query cache's provider loads with them only,
                // so the public pages stay without TanStack Query.
                ...lazyRoute('layouts/server-state-layout'),
                children: [
                  { path: paths.devOutbox.path, ...lazyRoute('routes/dev/outbox') },
                  { path: paths.devTelephony.path, ...lazyRoute('routes/dev/telephony') },
                  { path: paths.offerLink.path, ...lazyRoute('routes/offers/offer-link') },
                  {
                    path: paths.waitlistConfirmationLink.path,
                    ...lazyRoute('routes/waitlist-confirmation/confirmation-link'),
                  },
                  {
                    path: paths.erasureConfirm.path,
                    ...lazyRoute('routes/privacy/erasure-confirm'),
                  },
                  { path: paths.erasureUndo.path, ...lazyRoute('routes/privacy/erasure-undo') },
                ],
              },
              { path: paths.error.path, ...lazyRoute('routes/error') },
              { path: '*', ...lazyRoute('routes/not-found') },
            ],
          },
        ],
      },
      {
        // Loaded only when a signed-in page matches, so public pages never download the guard.
        id: 'signed-in-layout',
        lazy: async () => {
          const { SignedInGuard, signedInLoader } = await import('./guard/signed-in-guard');
          return { Component: SignedInGuard, loader: signedInLoader };
        },
        // While the signed-in user loads on a first visit: the shell's full-screen indicator.
        HydrateFallback: SignedInPending,
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            // Tab bar and drawer (docs/product/app-shell.md#navigation) around the signed-in
            // screens.
            ...lazyRoute('routes/signed-in-shell'),
            children: [
              {
                path: paths.app.home.path,
                handle: routeAccess({ signIn: true }),
                ...lazyRoute('routes/home'),
              },
              {
                path: paths.app.userProfile.path,
                handle: routeAccess(),
                ...lazyRoute('routes/user-profile/user-profile'),
              },
              {
                path: paths.app.userProfileEdit.path,
                handle: routeAccess(),
                ...lazyRoute('routes/user-profile/edit'),
              },
              {
                path: paths.app.childcareProviderProfile.path,
                handle: routeAccess({ permissions: [permissions.childcareProviderManage] }),
                ...lazyRoute('routes/user-profile/childcare-provider'),
              },
              {
                path: paths.app.claimListing.path,
                handle: routeAccess({ permissions: [permissions.listingClaim] }),
                ...lazyRoute('routes/user-profile/claim-listing'),
              },
              {
                path: paths.app.providerWaitlist.path,
                handle: routeAccess({ permissions: [permissions.waitlistManage] }),
                ...lazyRoute('routes/user-profile/provider-waitlist'),
              },
              {
                path: paths.app.waitlistChildren.path,
                handle: routeAccess({ permissions: [permissions.waitlistTicketCreate] }),
                ...lazyRoute('routes/waitlist/children'),
              },
              {
                path: paths.app.childEnrollment.path,
                handle: routeAccess({ permissions: [permissions.childCreate] }),
                ...lazyRoute('routes/child-enrollment'),
              },
              {
                path: paths.app.waitlistWizard.path,
                handle: routeAccess({ permissions: [permissions.waitlistTicketCreate] }),
                ...lazyRoute('routes/waitlist/wizard'),
                children: [
                  ...waitlistWizardSteps.map((step) => ({
                    path: step,
                    ...lazyRoute(`routes/waitlist/wizard-steps/${step}`),
                  })),
                  {
                    path: 'school-plans/:planId',
                    ...lazyRoute('routes/waitlist/wizard-steps/school-plan-detail'),
                  },
                ],
              },
              {
                path: paths.app.childcareProviders.path,
                handle: routeAccess({ permissions: [permissions.waitlistTicketCreate] }),
                ...lazyRoute('routes/waitlist/childcare-providers'),
              },
              {
                path: paths.app.childcareRequests.path,
                handle: routeAccess({ permissions: [permissions.waitlistTicketCreate] }),
                ...lazyRoute('routes/waitlist/childcare-requests'),
              },
              {
                path: paths.app.childcareRequestSendingResult.path,
                handle: routeAccess({ permissions: [permissions.waitlistTicketCreate] }),
                ...lazyRoute('routes/waitlist/childcare-request-sending-result'),
              },
              {
                path: paths.app.parentWaitlistSurvey.path,
                handle: routeAccess({ permissions: [permissions.surveyCreate] }),
                ...lazyRoute('routes/surveys/parent-waitlist'),
              },
              {
                path: paths.app.pricingTierCarousel.path,
                handle: routeAccess(),
                ...lazyRoute('routes/service-payment/pricing-tier-carousel'),
              },
              {
                path: paths.app.checkoutComplete.path,
                handle: routeAccess(),
                ...lazyRoute('routes/service-payment/checkout-complete'),
              },
              {
                path: paths.app.paymentHistory.path,
                handle: routeAccess(),
                ...lazyRoute('routes/service-payment/payment-history'),
              },
              {
                path: paths.app.limitReached.path,
                handle: routeAccess(),
                ...lazyRoute('routes/service-payment/limit-reached'),
              },
              {
                path: paths.app.productAdmin.path,
                handle: routeAccess({ permissions: [permissions.productManage] }),
                ...lazyRoute('routes/service-payment/products'),
              },
              {
                path: paths.app.aiAssistant.path,
                handle: routeAccess(),
                ...lazyRoute('routes/ai-assistants/assistant'),
              },
              {
                path: paths.app.voiceAgentWelcome.path,
                handle: routeAccess(),
                ...lazyRoute('routes/voice-ai-agent/welcome'),
              },
              {
                path: paths.app.voiceAgentOnboarding.path,
                handle: routeAccess({ subscriptions: [...voiceAgentSubscriptionNames] }),
                ...lazyRoute('routes/voice-ai-agent/onboarding'),
              },
              {
                // Like the onboarding, with the role's permission too (docs/decisions/voice-agent.md).
                path: paths.app.voiceAgentDashboard.path,
                handle: routeAccess({
                  permissions: [permissions.voiceAgentManage],
                  subscriptions: [...voiceAgentSubscriptionNames],
                }),
                ...lazyRoute('routes/voice-ai-agent/profile-dashboard'),
              },
              {
                // The broadcast section (docs/product/broadcast.md#screens).
                path: paths.app.broadcast.path,
                handle: routeAccess(),
                children: [
                  { index: true, ...lazyRoute('routes/broadcast/broadcast-index') },
                  {
                    path: paths.app.broadcastPriceAndAdvantages.path,
                    handle: routeAccess({ permissions: [permissions.familyBroadcastCreate] }),
                    ...lazyRoute('routes/broadcast/price-and-advantages'),
                  },
                  {
                    path: paths.app.broadcastSelectChild.path,
                    handle: routeAccess({ permissions: [permissions.familyBroadcastCreate] }),
                    ...lazyRoute('routes/broadcast/select-child'),
                  },
                  {
                    path: paths.app.broadcastFilterSelection.path,
                    handle: routeAccess({ permissions: [permissions.familyBroadcastCreate] }),
                    ...lazyRoute('routes/broadcast/filter-selection'),
                  },
                  {
                    path: paths.app.broadcastOrders.path,
                    handle: routeAccess({ permissions: broadcastOrderPermissions }),
                    ...lazyRoute('routes/broadcast/orders'),
                  },
                  {
                    path: paths.app.broadcastOrder.path,
                    handle: routeAccess({ permissions: broadcastOrderPermissions }),
                    ...lazyRoute('routes/broadcast/order'),
                  },
                  {
                    path: paths.app.broadcastInterest.path,
                    handle: routeAccess({ permissions: [permissions.familyBroadcastCreate] }),
                    ...lazyRoute('routes/broadcast/childcare-interest'),
                  },
                  {
                    path: paths.app.broadcastInvitations.path,
                    handle: routeAccess({
                      permissions: [
                        permissions.waitlistTicketCreate,
                        permissions.familyBroadcastCreate,
                      ],
                    }),
                    ...lazyRoute('routes/broadcast/invitations'),
                  },
                  {
                    path: paths.app.broadcastIncoming.path,
                    handle: routeAccess({ permissions: [permissions.broadcastAnswer] }),
                    ...lazyRoute('routes/broadcast/incoming'),
                  },
                  {
                    path: paths.app.broadcastOnboarding.path,
                    handle: routeAccess({ permissions: [permissions.broadcastCreate] }),
                    ...lazyRoute('routes/broadcast/broadcast-onboarding'),
                  },
                  {
                    path: paths.app.broadcastProfile.path,
                    handle: routeAccess({ permissions: [permissions.broadcastCreate] }),
                    ...lazyRoute('routes/broadcast/broadcast-profile'),
                  },
                ],
              },
            ],
          },
          // A section's bare path (docs/product/README.md#routes) opens its first screen, which
          // guards itself. The screen replaces the bare path in history, so back never lands on
          // the redirect (which would open the screen again).
          ...sectionFirstScreens.map(({ section, first }) => ({
            path: section,
            handle: routeAccess(),
            loader: () => replace(first),
            element: null,
          })),
          {
            path: paths.app.roleSelection.path,
            handle: routeAccess(),
            ...lazyRoute('routes/onboarding/role-selection'),
          },
          {
            path: paths.app.onboardingSteps.path,
            handle: routeAccess(),
            ...lazyRoute('routes/onboarding/steps'),
          },
          {
            // The sandbox's stand-in for Stripe's hosted page: signed in, without the tab bar.
            path: paths.app.sandboxCheckout.path,
            handle: routeAccess(),
            ...lazyRoute('routes/service-payment/sandbox-checkout'),
          },
        ],
      },
    ],
  },
];
