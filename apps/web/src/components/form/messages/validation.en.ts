/**
 * Validation messages as the contract's schemas and zod word them, word for word (the English
 * screens show the message as it comes; validation-messages.test.ts compares each with its
 * contract constant or zod's default). A message is recognised in another language by matching
 * it against these, its arguments (`{field}`, `{maximum}`) standing for any text.
 */
export default {
  // specMessages.addressIncomplete
  addressIncomplete:
    'The address must contain the house number, street, city, province/state and country.',
  // waitlistMessages
  distanceRange: 'Distance must be between 1 and 50 km',
  providerTypesRequired: 'Please select at least one provider type from the list',
  requestedStartDateFormat: 'Requested start date must be a date (YYYY-MM-DD)',
  requestedStartDateInPast: 'Requested start date cannot be in the past',
  requestedStartDateTooFar: 'Requested start date can be at most 3 years from today',
  requestedStartDateBeforeBirth:
    'Requested start date cannot be before the child’s date of birth ({dateOfBirth})',
  // providerWaitlistMessages
  weightRange: 'Weight must be a whole number from 0 to 100',
  deadlineRange: 'The offer deadline must be 1 to 10 business days',
  // offersMessages
  startDateFormat: 'Start date must be a date (YYYY-MM-DD)',
  startDateInPast: 'Start date cannot be in the past',
  startDateTooFar: 'Start date can be at most 3 years from today',
  deadlineFormat: 'Deadline must be a date (YYYY-MM-DD)',
  deadlineTooSoon: 'Deadline must be after today',
  deadlineTooFar: 'Deadline can be at most 30 days from today',
  // SaveChildInfoBody's names and childrenMessages
  nameTooLong: '{field} can be at most {maximum} characters',
  nameCharacters: '{field} can only contain letters, spaces, hyphens, apostrophes and periods',
  dateOfBirthFormat: 'Date of birth must be a date (YYYY-MM-DD)',
  dateOfBirthTooFarAhead: 'An expected birth date can be at most 9 months from today',
  dateOfBirthTooOld: 'Children 13 and under can join a childcare waitlist',
  // formRuleMessages
  ruleRequired: '{field} can not be empty',
  ruleAlphaSpaces: '{field} can only contain letters and spaces',
  rulePostalCode: '{field} format is invalid',
  ruleDefault: '{field} is not valid.',
  // phoneNumberMessages and safeTextMessages
  phoneNotE164: 'Phone number must be in E.164 format, for example +14151231234',
  phoneNotPossible:
    'Phone number is not a possible number for its country code, for example +14151231234',
  unsafeSingleLine: 'must not contain line breaks, other control characters or broken Unicode',
  unsafeMultiLine:
    'must not contain control characters (other than tabs and line breaks) or broken Unicode',
  // listingClaimsMessages.codeFormat
  claimCodeFormat: 'Enter the 6-digit code',
  // providerProfileMessages, and the web addresses of knowledgeBaseMessages and the crawl body
  notADate: 'Use a real date in the YYYY-MM-DD format',
  endBeforeStart: 'must be after timeStart',
  overlappingHours: 'overlaps another period of the same day',
  listedTwice: 'is listed twice',
  webAddressNotHttp: 'Use a web address starting with http:// or https://',
  webAddressWithCredentials: 'Use a web address without a user name or password.',
  // The voice agent's settings (voice-agent.ts) and the providers' hours (childcare-providers.ts)
  openingTimeFormat: 'Use a time like 08:30',
  closingTimeFormat: 'Use a time like 18:00',
  closingBeforeOpening: 'The closing time must be after the opening time',
  originFormat: 'Use an origin like https://www.example.ca (no path)',
  timeFormat: 'Use the HH:mm format',
  // surveysMessages.surveyDataInvalid
  surveyDataInvalid:
    'surveyData must be a JSON string of questions, each with text, type (text, radio or checkbox) and answer',
  // zod's own messages (its English locale), for the checks a schema gives no words
  // userNameRule.description and registrationMessages (the field checks' answers)
  userNameFormat:
    "A user name has 3 to 30 characters: a letter first, then letters, digits, '.', '_' or '-'.",
  userNameTaken: 'This user name is already taken.',
  emailNotValid: 'Enter a valid email address.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  invalidInput: 'Invalid input',
  invalidEmail: 'Invalid email address',
  textTooLong: 'Too big: expected string to have <={maximum} characters',
  textTooShort: 'Too small: expected string to have >={minimum} characters',
  numberTooBig: 'Too big: expected number to be <={maximum}',
  numberTooSmall: 'Too small: expected number to be >={minimum}',
  listTooLong: 'Too big: expected array to have <={maximum} items',
  listTooShort: 'Too small: expected array to have >={minimum} items',
  // The field names the contract puts in its messages ("First name can not be empty")
  fieldFirstName: 'First name',
  fieldLastName: 'Last name',
  // Any other message, in a language other than English (never shown in English)
  notValid: 'This value is not valid.',
  required: 'This field is required.',
};
