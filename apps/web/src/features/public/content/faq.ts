export interface FaqEntry {
  question: string;
  answer: readonly string[];
}

export const parentFaq: readonly FaqEntry[] = [
  {
    question: 'How do I sign in?',
    answer: [
      'Enter your email address and we send you a sign-in link. Open it on the same device and you are in. There is no password to remember.',
      'If the email does not arrive within a few minutes, check your spam or promotions folder, then ask for a new link.',
    ],
  },
  {
    question: 'Does joining a waitlist guarantee a space?',
    answer: [
      'No. A waitlist is a request, and each provider offers spaces following its own written waitlist policy. Licensed providers in Ontario must have such a policy and must tell you where your child stands on the list when you ask, in a way that protects other families’ privacy.',
      'Because waits can be long, many families join several waitlists early. KinderWait lets you do that without filling in a new form for each provider.',
    ],
  },
  {
    question: 'Can a centre charge me to join its waitlist?',
    answer: [
      'Licensed child care centres and home child care agencies in Ontario may not charge a fee or a deposit to put your child on a waitlist. An enrolment fee can only be charged after a space has been offered and accepted. If a licensed provider asks you to pay just to join a list, you can raise it with the Ministry of Education.',
    ],
  },
  {
    question: 'Are all providers on KinderWait licensed?',
    answer: [
      'No, and we always show which kind of provider you are looking at. Licensed centres come from the City of Toronto’s open data. Licensed home child care providers work with a licensed agency. Independent (unlicensed) home providers and babysitters can also join; Ontario law limits how many children they may care for and requires them to tell you in writing that they are not licensed.',
      'Our safety guide explains how to check a licence and what to ask any provider.',
    ],
  },
  {
    question: 'What do providers see about my family?',
    answer: [
      'A provider sees your child’s age group, the care you asked for and your contact details only when you send them a request. Other providers do not. You can withdraw a request at any time.',
    ],
  },
  {
    question: 'How much does KinderWait cost?',
    answer: [
      'Creating an account, adding your children, seeing matching providers and joining waitlists do not cost anything. Some optional extras are paid; the price is always shown before you pay and you will never be charged without confirming.',
    ],
  },
  {
    question: 'Can I use KinderWait in French?',
    answer: [
      'Yes. Every screen, email and text message is in English and in French. Choose “Français” at the top or bottom of any page; once you are signed in, your choice is saved with your profile, and the emails and texts we send you follow it.',
      'Providers’ own descriptions stay in the language they wrote them in. To find care in French, turn on “Care in French only” when you describe the care you need, or on your matches.',
    ],
  },
  {
    question: 'How do I find out about fee reductions and fee subsidy?',
    answer: [
      'Many licensed centres take part in the Canada-Wide Early Learning and Child Care system, which lowers fees for children under six. Families can also apply to the City of Toronto for a child care fee subsidy based on income. Our blog article on paying for child care in Toronto explains both and links to the official pages.',
    ],
  },
];

export const providerFaq: readonly FaqEntry[] = [
  {
    question: 'My centre is already listed. How do I claim it?',
    answer: [
      'Sign up, choose the licensed provider role and find your centre. We confirm that you can speak for the centre before you can change its listing, then you can add your age groups, hours and open spaces.',
    ],
  },
  {
    question: 'Does KinderWait replace our own waitlist policy?',
    answer: [
      'No. You keep your written waitlist policy and you decide who is offered a space. KinderWait shows each request with the child’s age, schedule and start date so you can order the list by your policy, and keeps families informed.',
    ],
  },
  {
    question: 'Can independent home child care providers and babysitters join?',
    answer: [
      'Yes. If you provide unlicensed home child care in Ontario, you must follow the limits in the Child Care and Early Years Act, 2014 on how many children you care for and tell parents in writing that your program is not licensed. We show your listing as unlicensed.',
    ],
  },
  {
    question: 'What does broadcasting an open spot do?',
    answer: [
      'You describe your age groups, spaces and start dates to our AI assistant (or in your profile), then tell the families nearby about an age group’s open spaces: the families whose care needs match and who turned on availability alerts hear of it, the families on your own waitlist first. They send you a request in one tap, and you stay in control of who is offered the space.',
      'It works the other way too: a parent can broadcast a child’s care need to every matching provider. You see it without the family’s name or contact details and answer “interested” or “not now”.',
    ],
  },
  {
    question: 'What is the AI voice agent?',
    answer: [
      'An assistant that answers families’ questions when you cannot. It learns from your website and the documents you upload, answers common questions such as hours, fees, spaces by age and how to join your waitlist from your live profile, says when it does not know, takes a message for you, and you can read every conversation. It answers in a chat you add to your own website, in a test chat on your dashboard and, with the phone number plan, on a Toronto phone number of its own (416, 647 or 437) that callers reach directly.',
    ],
  },
];

/** The help centre's questions, both lists. */
export interface Faq {
  parentFaq: readonly FaqEntry[];
  providerFaq: readonly FaqEntry[];
}
