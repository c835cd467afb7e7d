/** The careers page in English, word for word what it said before it was translated. */
export default {
  careersTitle: 'Careers',
  careersHeadDescription:
    'Open roles at {productName} in {city}: engineering, provider partnerships and family support. Apply by email.',
  workWithUs: 'Work with us',
  lead: 'We are a small team in {city} building calmer childcare search for families and fairer waitlists for providers. If that sounds worth your time, we would like to hear from you.',
  howWeWorkHeading: 'How we work',
  workOwnership: 'Small teams that own a problem from the first conversation to the release.',
  workPlainLanguage: 'Plain language, written decisions and time to do things properly.',
  workFlexibleHours: 'Flexible hours that fit around school drop-offs and sick days.',
  workListening: 'We talk to parents and providers every week; everyone on the team joins in.',
  openRolesHeading: 'Open roles',
  roleTeamLocation: '{team} · {location}',
  roleDo: 'What you will do',
  roleLookingFor: 'What we are looking for',
  roleApply: 'Apply for {role} by email',
  applySubject: 'Application: {role}',
  howToApplyHeading: 'How to apply',
  howToApply:
    'Email <email>{careersEmail}</email> with the role in the subject line. Attach your résumé and a few lines about why the role interests you; a cover letter is welcome but not required. We reply to every application, usually within two weeks.',
  process:
    'Our process is short: a conversation with the hiring manager, a practical exercise that reflects the real work (paid, if it takes more than two hours), and a conversation with the team.',
  welcome:
    'We welcome applications from people of every background. Accommodations are available on request for candidates taking part in any part of the selection process; tell us what you need when you apply.',
  noFit:
    'Don’t see a role that fits? Write to us anyway and tell us what you would like to work on.',
} as const;
