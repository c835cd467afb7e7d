/**
 * The evaluation's 40 questions, as families ask them on the phone, with the facts a right
 * answer contains (case and spacing aside). `source` says where the fact lives: the live
 * profile, the published policy, a document or page, or nowhere (the agent must say it does not
 * know). Each question is the first of its own call.
 */
export interface EvalQuestion {
  question: string;
  expected: string[];
  source: 'facts' | 'policy' | 'handbook' | 'policies' | 'website' | 'none' | 'action';
}

const dontKnow = ["don't know"];

export const evalQuestions: readonly EvalQuestion[] = [
  {
    question: 'Do you have any spaces for toddlers?',
    expected: ['2 open spaces', 'January 4, 2027'],
    source: 'facts',
  },
  {
    question: 'Is there room for my 8 month old baby?',
    expected: ['Infant', 'no open spaces'],
    source: 'facts',
  },
  {
    question: 'Any openings in your preschool room?',
    expected: ['1 open space', 'December 1, 2026'],
    source: 'facts',
  },
  {
    question: 'Do you have a spot for my two year old?',
    expected: ['Toddler', '2 open spaces'],
    source: 'facts',
  },
  {
    question: 'Are there spaces for a 3 year old?',
    expected: ['Preschool', '1 open space'],
    source: 'facts',
  },
  { question: 'How much are your fees?', expected: ['$46.50 a day'], source: 'facts' },
  { question: 'What does it cost per day?', expected: ['$46.50'], source: 'facts' },
  {
    question: 'What are your hours?',
    expected: ['Monday to Friday', '7:30 AM', '6:00 PM'],
    source: 'facts',
  },
  { question: 'What time do you close?', expected: ['6:00 PM'], source: 'facts' },
  { question: 'Are you open on Saturdays?', expected: ['Monday to Friday'], source: 'facts' },
  { question: 'Where are you located?', expected: ['412 Logan Ave'], source: 'facts' },
  { question: 'Are you part of CWELCC?', expected: ['Yes', 'CWELCC'], source: 'facts' },
  { question: 'Is this a $10 a day centre?', expected: ['CWELCC'], source: 'facts' },
  {
    question: 'Do you accept families with a fee subsidy?',
    expected: ['Yes', 'subsidy'],
    source: 'facts',
  },
  {
    question: 'What languages do you speak with the children?',
    expected: ['English', 'French'],
    source: 'facts',
  },
  { question: 'How do I join your waitlist?', expected: ['/child-enrollment'], source: 'facts' },
  { question: 'Does it cost anything to join the waitlist?', expected: ['free'], source: 'policy' },
  {
    question: 'How is your waitlist ordered?',
    expected: ['order their families joined'],
    source: 'policy',
  },
  {
    question: 'How long do I have to answer an offer?',
    expected: ['3 business days'],
    source: 'policy',
  },
  {
    question: 'What is the phone number for the centre?',
    expected: ['+14165550123'],
    source: 'facts',
  },
  { question: 'Who is the director?', expected: ['Priya Sharma'], source: 'handbook' },
  { question: 'Do you provide lunch?', expected: ['hot lunch'], source: 'handbook' },
  { question: 'Do I need to bring diapers?', expected: ['diapers and wipes'], source: 'handbook' },
  { question: 'Is the centre nut-free?', expected: ['nut-free'], source: 'handbook' },
  { question: 'When do the children nap?', expected: ['12:30 PM', '2:30 PM'], source: 'handbook' },
  { question: 'What happens if my child is sick?', expected: ['24 hours'], source: 'handbook' },
  { question: 'Is there a late pickup fee?', expected: ['$1'], source: 'handbook' },
  {
    question: 'What holidays are you closed?',
    expected: ['statutory holidays'],
    source: 'handbook',
  },
  { question: 'Do the kids play outside?', expected: ['twice a day'], source: 'handbook' },
  {
    question: 'What should I pack for my child?',
    expected: ['change of clothes'],
    source: 'handbook',
  },
  { question: 'Is there parking?', expected: ['Logan Avenue'], source: 'handbook' },
  {
    question: 'Can you give my son his medication?',
    expected: ['signed form'],
    source: 'policies',
  },
  { question: 'Do you go on field trips?', expected: ['two field trips'], source: 'policies' },
  {
    question: 'How much screen time do the children get?',
    expected: ['no screen time'],
    source: 'policies',
  },
  {
    question: 'How much notice do I need to give to withdraw?',
    expected: ['one month'],
    source: 'policies',
  },
  { question: 'What is your teaching philosophy?', expected: ['Reggio Emilia'], source: 'website' },
  {
    question: 'What is the ratio of staff in the toddler room?',
    expected: ['one educator for every five'],
    source: 'website',
  },
  {
    question: 'Can I book a tour?',
    expected: ['Tuesdays and Thursdays', '10:00 AM'],
    source: 'website',
  },
  { question: 'Do you offer piano lessons?', expected: dontKnow, source: 'none' },
  { question: "What's the weather going to be tomorrow?", expected: dontKnow, source: 'none' },
];
