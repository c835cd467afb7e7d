/** Anchors of the landing page's sections, so the hero can link down to them. */
export const familiesSectionId = 'for-families';
export const providersSectionId = 'for-providers';
