/**
 * The safety page in English, word for word what it said before it was translated. The official
 * sources' names are the links' words (content/official-sources.ts holds their addresses).
 */
export default {
  safetyTitle: 'Choosing child care safely',
  safetyHeadDescription:
    'How to check a child care licence in Ontario, the rules for unlicensed home child care, questions to ask, vulnerable sector checks and how to report a concern.',
  eyebrow: 'Safety',
  lead: 'Whoever you choose, you are trusting them with your child. Here is how to check a provider in Ontario, what the law requires, and where to turn if something worries you.',
  kindsHeading: 'Know which kind of care you are looking at',
  kindCentres:
    '<strong>Licensed child care centres</strong> are licensed by Ontario’s Ministry of Education under the Child Care and Early Years Act, 2014. They must meet rules on staff qualifications, ratios of staff to children, group sizes, health, safety, nutrition and programming, and they are inspected.',
  kindLicensedHome:
    '<strong>Licensed home child care</strong> takes place in a provider’s home under contract with a licensed home child care agency. The agency visits and monitors the home; a provider can care for up to six children under 13.',
  kindUnlicensedHome:
    '<strong>Unlicensed home child care</strong> is legal in Ontario within limits (see below), but the provider is not licensed or routinely inspected by the province.',
  kindBabysitters:
    '<strong>Babysitters and nannies</strong> who care for your children in your own home are not licensed by the province. Checks, references and agreements are up to you.',
  licenceHeading: 'Check the licence',
  licenceSearch:
    'Search for any centre or home child care agency on <finder>Ontario’s child care locator</finder>. If a program is not listed there, it is not licensed. The locator shows the licence and information from the Ministry’s inspections. A licensed centre must also display its licence, so ask to see it when you visit.',
  licenceChanges:
    'Every centre we list from the City of Toronto’s open data was licensed when the data was published, but licences can change. Check the locator before you decide.',
  unlicensedHeading: 'Rules for unlicensed home child care',
  unlicensedIntro:
    'Under the <ccyea>Child Care and Early Years Act, 2014</ccyea>, an unlicensed provider:',
  unlicensedFive:
    'may care for no more than five children under the age of 13 at a time, and the provider’s own young children count toward that limit;',
  unlicensedUnderTwo:
    'may care for only a small number of children under two, a lower, separate limit;',
  unlicensedInWriting:
    'must tell you in writing that the program is not licensed by the Government of Ontario.',
  unlicensedComplaints:
    'Unlicensed providers are not inspected routinely. The Ministry of Education investigates complaints, for example about a provider caring for more children than the law allows. The exact numbers and exceptions are set out on <rules>Ontario.ca: Child care rules under the Child Care and Early Years Act</rules>.',
  askHeading: 'Questions to ask any provider',
  askLicensed: 'Is your program licensed? If it is home child care, which agency oversees you?',
  askHowMany: 'How many children do you care for at once, and how old are they?',
  askWhoElse: 'Who else will be with my child, and who else lives in or visits the home?',
  askTraining: 'What training do you and your staff have? Are they trained in first aid and CPR?',
  askTypicalDay: 'What does a typical day look like, including time outdoors, meals and naps?',
  askHealth: 'How do you handle behaviour, allergies, medication and illness?',
  askEmergency: 'What happens in an emergency, and when you are sick or on holiday?',
  askUpdates: 'How will you tell me about my child’s day? Can I drop in at any time?',
  askFees:
    'What are the fees, what do they include, and what is the policy for notice and refunds?',
  visitHeading: 'Visit before you decide',
  visit:
    'Visit during the day, when children are there, and stay long enough to get a feel for the place. Look for caregivers who are warm and attentive and who get down to the children’s level; children who seem busy and at ease; clean, safe rooms and outdoor space; and safe sleep spaces for babies. Ask to see where your child would eat, play and sleep.',
  referencesHeading: 'Check references',
  references:
    'Ask for at least two references from families whose children are or were recently in the provider’s care, and call them. Ask what they liked, what they would change, and whether they would choose the same provider again.',
  checksHeading: 'Vulnerable sector checks',
  checks:
    'A vulnerable sector check is a police record check for people who work with children. Licensed centres and home child care agencies must obtain them for the people who care for children. For an unlicensed provider or a babysitter, ask whether they have a recent check for themselves and for any adult in the home, and ask to see it.',
  instinctsHeading: 'Trust your instincts',
  instincts:
    'If something feels wrong, it is fine to keep looking. Watch how your child reacts after the first days and weeks, and talk to the provider early about anything that worries you. A good provider welcomes questions.',
  reportHeading: 'Report a concern',
  reportDanger: 'If a child is in immediate danger, call 911.',
  reportAbuse:
    'If you suspect a child is being abused or neglected, contact a children’s aid society. In Ontario, anyone who has reasonable grounds to suspect that a child needs protection must report it.',
  reportMinistry:
    'To complain about a licensed program, or about unlicensed care that seems to break the rules, contact the Ministry of Education’s child care licensing office. See <rules>Ontario.ca: Child care rules under the Child Care and Early Years Act</rules>.',
  reportUs:
    'Tell us too, at <email>{supportEmail}</email>, so we can review the provider’s listing on {productName}.',
  moreHelp:
    'More help: <findPay>Ontario.ca: Find and pay for child care</findPay> and <toronto>City of Toronto: Licensed child care</toronto>.',
} as const;
