import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { dayNames, timesOfDay } from '@kinderwait/contract/constants';
import type { TimeOfDay } from '@kinderwait/contract/constants';
import { normalizeAvailabilitySlots } from '@kinderwait/contract/rules/availability';
import type { AvailabilitySlot } from '@kinderwait/contract/rules/availability';
import { useMessages } from '../../lib/i18n/use-messages';
import { availabilityPickerCatalogue } from './availability-picker-messages';
import { availabilityWords, dayWords } from './availability-words';
import { cellKey, dayAt, nextCell, timeAt } from './picker-grid';
import type { Cell } from './picker-grid';

/** 'Day' shows the whole week; a time of day shows that time on each of the 7 days. */
export type AvailabilityTab = 'Day' | TimeOfDay;
export const availabilityTabs: readonly AvailabilityTab[] = ['Day', ...timesOfDay];

export interface AvailabilityPickerProps {
  value: readonly AvailabilitySlot[];
  /** The new selection, de-duplicated, in grid order (Monday to Sunday, Morning to Night). */
  onChange: (slots: AvailabilitySlot[]) => void;
  /** The group's name for screen readers and its visible heading ("When do you need care?"). */
  label?: string;
  /** The heading's level where the picker sits (an h3 under a step's h2, say). */
  headingComponent?: 'h2' | 'h3' | 'h4';
  /** Evening is selected first (docs/product/waitlist.md#availability-picker). */
  initialTab?: AvailabilityTab;
  /** What the sentence says while nothing is chosen; a parent's "any time suits" by default. */
  emptyText?: string;
  disabled?: boolean;
}

/**
 * The availability picker (docs/product/waitlist.md#availability-picker): the week's 7 days by 4
 * times of day, with tabs Day, Morning, Afternoon, Evening and Night, Evening first. Day shows the
 * whole grid (a row per day, a column per time); a time tab shows that time for the 7 days. Each
 * cell is a toggle button named "Monday Morning" whose pressed state screen readers announce; one
 * cell is in the tab order and the arrow keys move between cells (roving focus). The availability
 * sentence of the selection follows. In French the days are the locale's and each time of day
 * says its hours on the 24-hour clock.
 */
export function AvailabilityPicker(props: AvailabilityPickerProps) {
  return (
    <Suspense fallback={null}>
      <Picker {...props} />
    </Suspense>
  );
}

function Picker({
  value,
  onChange,
  label,
  headingComponent = 'h2',
  initialTab = 'Evening',
  emptyText,
  disabled = false,
}: AvailabilityPickerProps) {
  const messages = useMessages(availabilityPickerCatalogue);
  const { t } = messages;
  const id = useId();
  const [tab, setTab] = useState<AvailabilityTab>(initialTab);
  const [active, setActive] = useState<Cell>({
    day: 0,
    time: initialTab === 'Day' ? timesOfDay.indexOf('Evening') : timesOfDay.indexOf(initialTab),
  });
  const panelRef = useRef<HTMLDivElement>(null);
  const selected = new Set(
    normalizeAvailabilitySlots(value).map((slot) =>
      cellKey({ day: dayNames.indexOf(slot.day), time: timesOfDay.indexOf(slot.timeOfDay) }),
    ),
  );
  const sentence = availabilityWords(messages, value);
  const wholeWeek = tab === 'Day';
  // In a time's tab the roving cell stays on that time.
  const activeCell: Cell = wholeWeek ? active : { ...active, time: timesOfDay.indexOf(tab) };

  const toggle = (cell: Cell) => {
    const slot: AvailabilitySlot = { day: dayAt(cell.day), timeOfDay: timeAt(cell.time) };
    const rest = value.filter(
      (item) => !(item.day === slot.day && item.timeOfDay === slot.timeOfDay),
    );
    onChange(normalizeAvailabilitySlots(selected.has(cellKey(cell)) ? rest : [...value, slot]));
    setActive(cell);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, cell: Cell) => {
    const next = nextCell(event.key, cell, wholeWeek);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    panelRef.current?.querySelector<HTMLElement>(`[data-cell="${cellKey(next)}"]`)?.focus();
  };

  const cellButton = (cell: Cell, visibleText: string) => {
    const key = cellKey(cell);
    const isSelected = selected.has(key);
    return (
      <ToggleButton
        key={key}
        value={key}
        selected={isSelected}
        disabled={disabled}
        color="primary"
        aria-label={t('cellName', {
          day: dayWords(messages, dayAt(cell.day)),
          time: timeAt(cell.time),
        })}
        data-cell={key}
        tabIndex={cellKey(activeCell) === key ? 0 : -1}
        onChange={() => {
          toggle(cell);
        }}
        onKeyDown={(event) => {
          onKeyDown(event, cell);
        }}
        onFocus={() => {
          setActive(cell);
        }}
        sx={{ width: '100%', minHeight: 44, px: 1, textTransform: 'none' }}
      >
        {visibleText}
      </ToggleButton>
    );
  };

  const headingId = `${id}-label`;
  const panelId = `${id}-panel`;
  const tabId = (item: AvailabilityTab) => `${id}-tab-${item}`;

  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        variant="subtitle1"
        component={headingComponent}
        sx={{ fontWeight: 600 }}
      >
        {label ?? t('defaultLabel')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: AvailabilityTab) => {
          setTab(next);
        }}
        aria-label={t('tabsLabel')}
        variant="scrollable"
        // On a phone the five tabs do not fit: arrows show that Day and Night are there.
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 1 }}
      >
        {availabilityTabs.map((item) => (
          <Tab
            key={item}
            value={item}
            label={item === 'Day' ? t('dayTab') : t('timeName', { time: item })}
            id={tabId(item)}
            aria-controls={panelId}
            sx={{ minWidth: 64, px: 1.5 }}
          />
        ))}
      </Tabs>
      <Box ref={panelRef} role="tabpanel" id={panelId} aria-labelledby={tabId(tab)}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {[
            wholeWeek ? t('dayTabHint') : t('timeTabHint', { time: timeAt(activeCell.time) }),
            t('keyboardHint'),
          ].join(' ')}
        </Typography>
        {wholeWeek ? (
          <Box sx={{ overflowX: 'auto' }}>
            <Box
              component="table"
              sx={{
                width: '100%',
                borderCollapse: 'separate',
                borderSpacing: 4,
                tableLayout: 'fixed',
                '& th': { fontWeight: 500, fontSize: '0.8rem', px: 0.5 },
              }}
            >
              <thead>
                <tr>
                  <Box component="td" sx={{ width: { xs: 84, sm: 120 } }} />
                  {timesOfDay.map((time) => (
                    // The full name is the heading's name; a phone shows it shortened.
                    <th key={time} scope="col" aria-label={t('timeName', { time })}>
                      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                        {t('timeName', { time })}
                      </Box>
                      <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                        {t('shortTime', { time })}
                      </Box>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {dayNames.map((dayName, day) => (
                  <tr key={dayName}>
                    <Box component="th" scope="row" sx={{ textAlign: 'left' }}>
                      {dayWords(messages, dayName, { heading: true })}
                    </Box>
                    {timesOfDay.map((time, timeIndex) => (
                      <td key={time}>
                        {cellButton(
                          { day, time: timeIndex },
                          selected.has(cellKey({ day, time: timeIndex })) ? '✓' : '',
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: {
                xs: 'repeat(2, 1fr)',
                sm: 'repeat(4, 1fr)',
                md: 'repeat(7, 1fr)',
              },
            }}
          >
            {dayNames.map((dayName, day) =>
              cellButton(
                { day, time: activeCell.time },
                dayWords(messages, dayName, { heading: true }),
              ),
            )}
          </Box>
        )}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography role="status" aria-live="polite" data-testid="availability-sentence">
          {sentence === '' ? (emptyText ?? t('nothingChosen')) : sentence}
        </Typography>
        {value.length > 0 ? (
          <Button
            size="small"
            disabled={disabled}
            onClick={() => {
              onChange([]);
            }}
            sx={{ flexShrink: 0 }}
          >
            {t('clear')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
