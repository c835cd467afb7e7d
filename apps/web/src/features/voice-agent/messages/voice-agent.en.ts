/**
 * The voice agent's welcome and onboarding screens' words in English (docs/product/voice-agent.md);
 * the dashboard's are in voice-agent-dashboard.en.ts.
 */
export default {
  welcomeTitle: 'Your AI voice agent',
  welcomeDescription: 'What the voice agent does for a childcare provider, and how to get it.',
  welcomeIntro:
    'A voice agent answers families when you cannot. It learns from your website and the documents you give it, answers the questions families ask most from your live profile, says when it does not know, and takes a message for you.',
  welcomeDoesHeading: 'What it does',
  welcomeDoesAnswers:
    'Answers common questions: your hours, the ages you care for, your fees and how to join your waitlist.',
  welcomeDoesDiscloses: 'Tells every caller that they are speaking with an automated assistant.',
  welcomeDoesMessages:
    'Takes a message (name, callback number, child’s age, question) and sends it to you, or gives the number you choose when someone wants a person.',
  welcomeCostHeading: 'What it costs',
  welcomePrice: '{name}: {amount} before tax, {monthly, select, yes {a month} other {once}}',
  welcomePricesUnavailable: 'The prices are on the plans screen.',
  welcomeLoadingPrices: 'Loading the prices',
  welcomeWayInHeading: 'How to get it',
  welcomeWayInBuy: 'Buy the setup on the plans screen.',
  welcomeWayInChat:
    'Tell the setup chat your business name, the greeting callers hear, the phone that receives passed calls and your website.',
  welcomeWayInDashboard:
    'On your agent’s dashboard, add your documents, let it read your website, test it, and put its widget on your website.',
  welcomePhoneNote:
    'Your agent answers families in a chat on your website, and you can talk to it by text or by voice on its dashboard. With the Voice Assistant Phone Number subscription you give it a Toronto phone number on its dashboard, and it answers the calls to that number.',
  welcomeBuyHeading: 'Get the voice agent',
  welcomeBuy:
    'The setup is a one-time purchase, with the voice minutes your agent’s conversations count against.',
  welcomeBuyLink: 'See the voice agent’s prices and buy it',
  welcomeHaveHeading: 'Set up your voice agent',
  welcomeHave:
    'Your purchase is active. Tell the setup chat about your business, then manage your agent on its dashboard.',
  welcomeSetUpLink: 'Set up your voice agent',
  welcomeDashboardLink: 'Open your agent’s dashboard',
  welcomeOtherRole:
    'The voice agent is for licensed centres and home childcare providers, who answer families’ calls.',
  welcomeSwitchRole:
    'You also hold a provider role: switch to it under “Acting as” in the menu to get the voice agent.',
  welcomeLoading: 'Loading what you have bought',
  onboardingTitle: 'Set up your voice agent',
  onboardingDescription: 'Your voice agent’s setup.',
  onboardingIntro:
    'Your purchase gives you the voice agent’s setup. The setup chat asks for your business name, the greeting callers hear, your phone numbers and your website, and saves them for your agent.',
  onboardingChatLink: 'Open the setup chat',
  onboardingSetUp:
    'Your agent’s details are saved. Add what it should know, test it and change its settings on its dashboard.',
  onboardingNotSetUp:
    'Once the setup chat has saved your details, your agent’s dashboard opens here.',
  onboardingDashboardLink: 'Open your agent’s dashboard',
  onboardingChecking: 'Checking your agent’s setup',
  onboardingSubscriptionsLink: 'See your subscriptions on your profile',
} as const;
