import type { DayName, TimeOfDay } from '@kinderwait/contract/constants';

/**
 * Words of the availability picker (docs/product/waitlist.md#availability-picker). Day and time
 * names are the product's own.
 */
export const availabilityPickerTexts = {
  defaultLabel: 'When do you need care?',
  tabsLabel: 'Show the week by',
  dayTab: 'Day',
  dayTabHint:
    'The whole week: a row per day, a column per time of day. Choose a cell to add or remove it.',
  timeTabHint: (time: TimeOfDay) =>
    `${time} on each day of the week. Choose a day to add or remove it.`,
  keyboardHint: 'Arrow keys move between cells; Space or Enter adds or removes one.',
  cellName: (day: DayName, time: TimeOfDay) => `${day} ${time}`,
  /** Column headings of the week grid on a phone, where a column is under 40 px wide. */
  shortTime: {
    Morning: 'Morn.',
    Afternoon: 'Aft.',
    Evening: 'Eve.',
    Night: 'Night',
  } satisfies Record<TimeOfDay, string>,
  nothingChosen: 'No times chosen yet: any time of the week suits.',
  clear: 'Clear all',
} as const;
