/** The family broadcasts' email and text words. */
export default {
  greetingNamed: 'Hello {name},',
  greeting: 'Hello,',
  interestedSubject: '{provider} is interested in caring for {child}',
  notNowSubject: "{provider} answered {child}'s broadcast",
  interested:
    '{provider} answered your broadcast for {child}: they can offer a space. Compare the answers and accept the one you want; your contact details are shared only then.',
  notNow: '{provider} answered your broadcast for {child}: not now.',
  answersAction: 'See the answers',
  interestedText:
    '{product}: {provider} is interested in caring for {child}. See the answers in the app.',
  notNowText: "{product}: {provider} answered {child}'s broadcast: not now.",
  digestSubject:
    '{count, plural, one {A family is looking for care you offer} other {# families are looking for care you offer}}',
  digest:
    '{count, plural, one {A family is} other {# families are}} looking for care that matches your profile on {product}. Answer "Interested" or "Not now"; the family sees who is interested and chooses.',
  digestAction: 'See the broadcasts',
};
