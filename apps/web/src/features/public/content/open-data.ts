/**
 * Facts about the City of Toronto open data behind the catalogue of licensed centres
 * (apps/server/data; docs/product/catalogue.md#city-of-toronto-licensed-centres). The numbers
 * describe the snapshot, not today's live counts.
 */
export const torontoChildCareData = {
  datasetName: 'Licensed Child Care Centres',
  publisher: 'City of Toronto Open Data',
  publisherUrl: 'https://open.toronto.ca/',
  datasetUrl: 'https://open.toronto.ca/dataset/licensed-child-care-centres/',
  licenceName: 'Open Government Licence – Toronto',
  licenceUrl: 'https://open.toronto.ca/open-data-license/',
  snapshotDate: '2024-04-19',
  centres: 1066,
  licensedSpaces: 81027,
} as const;
