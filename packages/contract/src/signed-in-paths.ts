/**
 * Top-level routes of SPEC 2.1 that need sign-in. Crawlers are kept out of them (robots.txt) and
 * they are never prerendered.
 */
export const signedInPagePaths = [
  '/home',
  '/service-payment',
  '/surveys',
  '/child-enrollment',
  '/waitlist',
  '/ai-assistants',
  '/broadcast',
  '/onboarding',
  '/user-profile',
  '/voice-ai-agent',
] as const;
