/**
 * Words of the broadcast section's screen while broadcasting is not built
 * (docs/product/broadcast.md#what-exists-today).
 */
export const broadcastTexts = {
  coming: {
    title: 'Broadcasts are coming soon',
    description: 'What broadcasting open spots will do, and what you can do today.',
    intro:
      'A broadcast will send an open spot to the families nearby whose needs fit it, and show you which of them are interested. Broadcasting is not available yet; this page will become its home.',
    todayHeading: 'What you can do today',
    providerProfile:
      'Fill in the profile your broadcasts will describe: your age groups, open spaces, start dates and hours.',
    providerProfileLink: 'Fill in your profile with AI Broadcast',
    providerWaitlist:
      'Tell the families already on your waitlist when a space opens: they hear from you at once.',
    providerWaitlistLink: 'Open your waitlist',
    parent:
      'Describe the care each child needs and join the waitlists of the providers that match: they tell you when a space opens.',
    parentLink: 'Go to your children',
    other:
      'Broadcasts are for childcare providers with open spots, and for the families they reach.',
    homeLink: 'Back to your home page',
    loading: 'Loading what your role can do',
  },
} as const;
