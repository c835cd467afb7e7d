/**
 * Words of the voice agent's screens (docs/product/voice-agent.md). The agent answering calls is
 * not built yet: every screen says so plainly, and offers only what works today.
 */
export const voiceAgentTexts = {
  welcome: {
    title: 'Your AI voice agent',
    description: 'What the voice agent does for a childcare provider, and how to get it.',
    intro:
      'A voice agent answers your phone when you cannot pick up. It learns from your website and the documents you give it, answers the questions families ask most, and passes the call to you when a caller wants a person.',
    doesHeading: 'What it does',
    does: [
      'Answers common questions: your hours, the ages you care for, your fees and how to join your waitlist.',
      'Tells every caller that they are speaking with an automated assistant.',
      'Passes the call to the phone number you choose when a caller asks for a person.',
    ],
    todayHeading: 'Where it stands today',
    today:
      'You can buy the setup now and give us your agent’s details in a short guided chat: your business name, the greeting callers hear, the phone that receives passed calls and your website. Answering calls is still being built; we will let you know when your agent can take its first call.',
    buyHeading: 'Get the voice agent',
    buy: 'The setup is a one-time purchase; a Toronto phone number for the agent is a monthly add-on.',
    buyLink: 'See the voice agent’s prices and buy it',
    haveHeading: 'Set up your voice agent',
    have: 'Your purchase is active. Tell the setup chat about your business.',
    setUpLink: 'Set up your voice agent',
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
    notYet:
      'Answering calls is still being built: once your details are saved, we will let you know when your agent can take its first call.',
    subscriptionsLink: 'See your subscriptions on your profile',
  },
} as const;
