/**
 * Words of the voice agent's welcome and onboarding screens (docs/product/voice-agent.md); the
 * dashboard's are in dashboard-texts.ts.
 */
export const voiceAgentTexts = {
  welcome: {
    title: 'Your AI voice agent',
    description: 'What the voice agent does for a childcare provider, and how to get it.',
    intro:
      'A voice agent answers families when you cannot. It learns from your website and the documents you give it, answers the questions families ask most from your live profile, says when it does not know, and takes a message for you.',
    doesHeading: 'What it does',
    does: [
      'Answers common questions: your hours, the ages you care for, your fees and how to join your waitlist.',
      'Tells every caller that they are speaking with an automated assistant.',
      'Takes a message (name, callback number, child’s age, question) and sends it to you, or gives the number you choose when someone wants a person.',
    ],
    costHeading: 'What it costs',
    price: (name: string, amount: string, monthly: boolean) =>
      `${name}: ${amount} before tax, ${monthly ? 'a month' : 'once'}`,
    pricesUnavailable: 'The prices are on the plans screen.',
    loadingPrices: 'Loading the prices',
    wayInHeading: 'How to get it',
    wayIn: [
      'Buy the setup on the plans screen.',
      'Tell the setup chat your business name, the greeting callers hear, the phone that receives passed calls and your website.',
      'On your agent’s dashboard, add your documents, let it read your website, test it, and put its widget on your website.',
    ],
    phoneNote:
      'Your agent answers families in a chat on your website, and you can talk to it by text or by voice on its dashboard. With the Voice Assistant Phone Number subscription you give it a Toronto phone number on its dashboard, and it answers the calls to that number.',
    buyHeading: 'Get the voice agent',
    buy: 'The setup is a one-time purchase, with the voice minutes your agent’s conversations count against.',
    buyLink: 'See the voice agent’s prices and buy it',
    haveHeading: 'Set up your voice agent',
    have: 'Your purchase is active. Tell the setup chat about your business, then manage your agent on its dashboard.',
    setUpLink: 'Set up your voice agent',
    dashboardLink: 'Open your agent’s dashboard',
    otherRole:
      'The voice agent is for licensed centres and home childcare providers, who answer families’ calls.',
    switchRole:
      'You also hold a provider role: switch to it under “Acting as” in the menu to get the voice agent.',
    loading: 'Loading what you have bought',
  },
  onboarding: {
    title: 'Set up your voice agent',
    description: 'Your voice agent’s setup.',
    intro:
      'Your purchase gives you the voice agent’s setup. The setup chat asks for your business name, the greeting callers hear, your phone numbers and your website, and saves them for your agent.',
    chatLink: 'Open the setup chat',
    setUp:
      'Your agent’s details are saved. Add what it should know, test it and change its settings on its dashboard.',
    notSetUp: 'Once the setup chat has saved your details, your agent’s dashboard opens here.',
    dashboardLink: 'Open your agent’s dashboard',
    checking: 'Checking your agent’s setup',
    subscriptionsLink: 'See your subscriptions on your profile',
  },
} as const;
