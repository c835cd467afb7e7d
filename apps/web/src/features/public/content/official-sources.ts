/** Official places we send readers to, instead of restating rules and fees that change. */
export const officialSources = {
  findAndPayForChildCare: {
    name: 'Ontario.ca: Find and pay for child care',
    url: 'https://www.ontario.ca/page/find-and-pay-child-care',
  },
  ontarioChildCareFinder: {
    name: 'Ontario’s child care locator',
    url: 'https://www.earlyyears.edu.gov.on.ca/LCCWWeb/childcare/search.xhtml',
  },
  childCareRules: {
    name: 'Ontario.ca: Child care rules under the Child Care and Early Years Act',
    url: 'https://www.ontario.ca/page/child-care-rules-child-care-and-early-years-act',
  },
  ccyea: {
    name: 'Child Care and Early Years Act, 2014',
    url: 'https://www.ontario.ca/laws/statute/14c11',
  },
  ccyeaGeneralRegulation: {
    name: 'Ontario Regulation 137/15 (General)',
    url: 'https://www.ontario.ca/laws/regulation/150137',
  },
  cwelccAgreement: {
    name: 'Ontario.ca: Canada-Ontario early years and child care agreement',
    url: 'https://www.ontario.ca/page/canada-ontario-early-years-and-child-care-agreement',
  },
  torontoLicensedChildCare: {
    name: 'City of Toronto: Licensed child care',
    url: 'https://www.toronto.ca/community-people/children-parenting/children-programs-activities/licensed-child-care/',
  },
  torontoFeeSubsidy: {
    name: 'City of Toronto: Child care fee subsidy',
    url: 'https://www.toronto.ca/community-people/children-parenting/children-programs-activities/licensed-child-care/child-care-fee-subsidy/',
  },
} as const;
