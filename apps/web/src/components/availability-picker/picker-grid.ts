import { dayNames, timesOfDay } from '@kinderwait/contract/constants';
import type { DayName, TimeOfDay } from '@kinderwait/contract/constants';

/** The availability picker's grid: cells by day and time of day, and moving between them. */

export interface Cell {
  day: number;
  time: number;
}

export const cellKey = (cell: Cell): string => `${String(cell.day)}-${String(cell.time)}`;

export function dayAt(index: number): DayName {
  return dayNames[index] ?? dayNames[0];
}

export function timeAt(index: number): TimeOfDay {
  return timesOfDay[index] ?? timesOfDay[0];
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(value, 0), max);
}

/**
 * The next cell for an arrow, Home or End key, or undefined for other keys. In the week grid the
 * arrows move by day (up, down) and by time (left, right); in a time's row every arrow moves by day.
 */
export function nextCell(key: string, cell: Cell, wholeWeek: boolean): Cell | undefined {
  const lastDay = dayNames.length - 1;
  const lastTime = timesOfDay.length - 1;
  if (!wholeWeek) {
    if (key === 'ArrowLeft' || key === 'ArrowUp')
      return { ...cell, day: clamp(cell.day - 1, lastDay) };
    if (key === 'ArrowRight' || key === 'ArrowDown')
      return { ...cell, day: clamp(cell.day + 1, lastDay) };
    if (key === 'Home') return { ...cell, day: 0 };
    if (key === 'End') return { ...cell, day: lastDay };
    return undefined;
  }
  switch (key) {
    case 'ArrowUp':
      return { ...cell, day: clamp(cell.day - 1, lastDay) };
    case 'ArrowDown':
      return { ...cell, day: clamp(cell.day + 1, lastDay) };
    case 'ArrowLeft':
      return { ...cell, time: clamp(cell.time - 1, lastTime) };
    case 'ArrowRight':
      return { ...cell, time: clamp(cell.time + 1, lastTime) };
    case 'Home':
      return { ...cell, time: 0 };
    case 'End':
      return { ...cell, time: lastTime };
    default:
      return undefined;
  }
}
