export interface OpenRole {
  id: string;
  title: string;
  team: string;
  location: string;
  summary: string;
  responsibilities: readonly string[];
  lookingFor: readonly string[];
}

export const openRoles: readonly OpenRole[] = [
  {
    id: 'senior-full-stack-engineer',
    title: 'Senior full-stack engineer',
    team: 'Engineering',
    location: 'Toronto, hybrid (two days a week in our King Street office)',
    summary:
      'Build the product parents and providers use every day, from the waitlist wizard to the provider dashboard, in TypeScript end to end.',
    responsibilities: [
      'Design, build and ship features across our React front end and Node.js API, with tests.',
      'Keep the app fast and accessible on a phone over a weak connection.',
      'Model waitlist and matching rules so they stay correct as the catalogue grows.',
      'Review code, share what you learn, and help us choose the next problem to solve.',
    ],
    lookingFor: [
      'Several years of building web applications with TypeScript or JavaScript.',
      'Comfort with relational databases (we use PostgreSQL) and HTTP APIs.',
      'Care for accessibility, privacy and plain language.',
      'Experience with React and Node.js helps; curiosity matters more than a checklist.',
    ],
  },
  {
    id: 'provider-partnerships-lead',
    title: 'Provider partnerships lead',
    team: 'Partnerships',
    location: 'Toronto, hybrid with visits to centres across the city',
    summary:
      'Be the person child care operators trust at KinderWait: help centres and home child care providers claim their listings and run their waitlists with us.',
    responsibilities: [
      'Meet centre directors, home child care agencies and independent providers across Toronto.',
      'Help providers set up their listing, age groups and waitlist on KinderWait.',
      'Bring what providers tell you back to the product team, with examples.',
      'Write clear guides for providers on using KinderWait alongside their own waitlist policy.',
    ],
    lookingFor: [
      'Experience in early learning and child care, for example as an RECE or a centre supervisor, or in partnerships with small organisations.',
      'Working knowledge of how licensed child care runs in Ontario.',
      'Clear, kind communication in person, by phone and in writing.',
      'French or another language spoken by Toronto families is an asset.',
    ],
  },
  {
    id: 'family-support-specialist',
    title: 'Family support specialist',
    team: 'Support',
    location: 'Toronto or remote within Ontario',
    summary:
      'Help parents find their way through the search, answer questions by email and chat, and make sure every family gets a clear, friendly answer.',
    responsibilities: [
      'Answer parents’ and providers’ questions, mostly in writing, within one business day.',
      'Explain how waitlists, licensing and fee subsidies work, pointing to official sources.',
      'Spot patterns in questions and help us fix the cause in the product or the help centre.',
      'Keep our help articles accurate and up to date.',
    ],
    lookingFor: [
      'Experience in customer support, community work or with families with young children.',
      'Patience, good judgement and very clear writing.',
      'Care with personal information.',
      'French is an asset.',
    ],
  },
];
