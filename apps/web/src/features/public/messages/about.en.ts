/** The about page in English, word for word what it said before it was translated. */
export default {
  aboutTitle: 'About us',
  aboutHeadDescription:
    'Why we built {productName}: calmer childcare search for {city} families and fairer waitlists for the people who care for our children.',
  whyHeading: 'Why we built {productName}',
  lead: 'Finding childcare should not feel like a second job. We are a small Toronto team making the search calmer for parents and the waitlist fairer for the people who care for our children.',
  missionHeading: 'Our mission',
  mission:
    'Every family in {city} should be able to see their childcare options clearly, ask for a space without paperwork, and know where they stand. Every provider, from a large non-profit centre to a caregiver working from home, should be able to run a waitlist that is fair, up to date and easy to keep.',
  startedHeading: 'How it started',
  startedFamilies:
    '{productName} began at a kitchen table. Two of our founders were expecting their first child and started looking for care the way most Toronto parents do: a spreadsheet of centres, a phone that rang out, voicemails that were never returned and forms that asked the same questions in slightly different ways. Months later they were on more waitlists than they could keep track of and still did not know if any of them would lead to a space.',
  startedProviders:
    'Talking to centre directors showed the other side of the problem. Waitlists lived in binders and inboxes, many families on them had already found care elsewhere, and filling a single space could take days of phone calls. Both sides were doing their best with tools that did not fit.',
  doHeading: 'What we do',
  doCatalogue:
    'We list every licensed child care centre in Toronto from the City’s open data ({centres} centres at the last snapshot), so parents see real options from the first day.',
  doParents:
    'Parents describe the care they need once and send requests to as many providers as they like, then follow every request in one place.',
  doProviders:
    'Providers keep a prioritised waitlist, tell families when a space opens and broadcast open spots to the families nearby; parents can broadcast a child’s care need to every matching provider. Providers can also set up an AI voice agent that answers families’ common questions from their own website and documents, in a chat on their website and on a Toronto phone number of their own.',
  believeHeading: 'What we believe',
  believeHonest:
    '<strong>Honest information.</strong> We say where our data comes from and when it was last updated, and we never present licensed capacity as an open space.',
  believePrivacy:
    '<strong>Your family’s privacy.</strong> A provider sees your child’s details only when you send them a request. Read our <link>privacy policy</link>.',
  believeSafety:
    '<strong>Safety first.</strong> We point families to the official licence records and explain the rules that apply to each kind of care. See <link>choosing care safely</link>.',
  believeFair:
    '<strong>Fair to providers.</strong> Providers decide who is offered a space, following their own written waitlist policy. We make that policy easier to follow, not harder.',
  madeHeading: 'Made in Toronto',
  made: 'We are based in downtown Toronto and we start here on purpose: one city, understood properly, before any other. We meet centre directors, home child care providers and parents across the city, from Etobicoke to Scarborough, and their feedback decides what we build next.',
  contactHeading: 'Get in touch',
  contact:
    'Questions, ideas or a problem to report: write to <support>{supportEmail}</support>. Journalists can reach us at <press>{pressEmail}</press>, and if you would like to work with us, see our <careers>open roles</careers>.',
  address: '{legalName}, {mailingAddress}.',
} as const;
