/**
 * Words of the availability picker (docs/product/waitlist.md#availability-picker). Day and time
 * names are the product's own; `{time}` is a time of day's code (Morning, Afternoon, Evening,
 * Night), worded by a select.
 */
export default {
  defaultLabel: 'When do you need care?',
  tabsLabel: 'Show the week by',
  dayTab: 'Day',
  dayTabHint:
    'The whole week: a row per day, a column per time of day. Choose a cell to add or remove it.',
  timeName:
    '{time, select, Morning {Morning} Afternoon {Afternoon} Evening {Evening} other {Night}}',
  timeTabHint:
    '{time, select, Morning {Morning} Afternoon {Afternoon} Evening {Evening} other {Night}} on each day of the week. Choose a day to add or remove it.',
  keyboardHint: 'Arrow keys move between cells; Space or Enter adds or removes one.',
  cellName:
    '{day} {time, select, Morning {Morning} Afternoon {Afternoon} Evening {Evening} other {Night}}',
  /** Column headings of the week grid on a phone, where a column is under 40 px wide. */
  shortTime: '{time, select, Morning {Morn.} Afternoon {Aft.} Evening {Eve.} other {Night}}',
  /** The contract's availabilitySentencePrefix and entries, word for word. */
  sentence: 'My preferred schedule availability: {entries}',
  sentenceEntry:
    '{day} - {time, select, Morning {Morning} Afternoon {Afternoon} Evening {Evening} other {Night}}',
  nothingChosen: 'No times chosen yet: any time of the week suits.',
  clear: 'Clear all',
};
