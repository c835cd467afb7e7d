import type { FeatureStep } from './feature-steps';

export const familySteps: readonly FeatureStep[] = [
  {
    title: 'Sign in with an email link',
    text: 'Enter your email and open the link we send you. There is no password to create or forget.',
  },
  {
    title: 'Add your children',
    text: 'A name and a date of birth are enough to start. We work out which age group each child is in: infant, toddler, preschool or school age.',
  },
  {
    title: 'Describe the care you need, once',
    text: 'Type of care, days and times, start date, how far you can travel and how you want to pay. We keep it for every request you send.',
  },
  {
    title: 'See the providers that match',
    text: 'Licensed centres, licensed home child care and independent caregivers near you, filtered by what your child needs.',
  },
  {
    title: 'Join waitlists in a few clicks',
    text: 'Send your request to several providers at once, see where each one stands, and withdraw a request when your plans change.',
  },
];

export const providerFeatures: readonly FeatureStep[] = [
  {
    title: 'Claim your listing',
    text: 'Licensed centres are already listed from City of Toronto open data. Claim yours to add your age groups, hours and open spaces.',
  },
  {
    title: 'Keep a prioritised waitlist',
    text: 'Every request arrives with the child’s age, schedule and start date. Order the list by your own written waitlist policy.',
  },
  {
    title: 'Tell families when a spot opens',
    text: 'Let the families at the top of your list know as soon as a space is free, instead of phoning down a spreadsheet.',
  },
  {
    title: 'Broadcast your open spots',
    text: 'Describe your openings to our AI assistant, then send them to the nearby families whose needs match and who asked to hear of openings. Families also broadcast their needs to you: answer in a tap.',
  },
  {
    title: 'An AI voice agent for your families',
    text: 'An assistant built from your website and documents answers families’ common questions in a chat on your website, takes messages for you and never promises a space. Answering your phone line comes next.',
  },
];
