/** The help centre in English, word for word what it said before it was translated. */
export default {
  helpTitle: 'Help centre',
  helpHeadDescription:
    'Answers for parents and child care providers using {productName}: signing in, waitlists, fees, listings and how to contact us.',
  howCanWeHelp: 'How can we help?',
  lead: 'Answers to the questions parents and providers ask us most. Can’t find yours? Email us and a person will reply, usually within one business day.',
  forParents: 'For parents',
  forProviders: 'For child care providers',
  contactHeading: 'Contact us',
  contactWrite:
    'Write to <support>{supportEmail}</support> with your question. Please don’t send a child’s health information by email. For questions about your personal information, write to <privacy>{privacyEmail}</privacy>.',
  contactSafety:
    'Worried about a child’s safety? Read <link>how to report a concern</link>. If a child is in immediate danger, call 911.',
} as const;
