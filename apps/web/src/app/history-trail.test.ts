import { NavigationType } from 'react-router';
import { describe, expect, test } from 'vitest';
import { createHistoryTrail } from './history-trail';

const open = (key: string) => ({ key, guarded: false });
const guarded = (key: string) => ({ key, guarded: true });

describe('createHistoryTrail', () => {
  test('knows nothing before the first entry of a visit', () => {
    const trail = createHistoryTrail();
    trail.record(NavigationType.Pop, open('a'));
    expect(trail.entryBefore('a')).toBeUndefined();
    expect(trail.entryBefore('unknown')).toBeUndefined();
  });

  test('follows pushes, and a replace takes the place of the current entry', () => {
    const trail = createHistoryTrail();
    trail.record(NavigationType.Pop, open('a'));
    trail.record(NavigationType.Push, guarded('b'));
    trail.record(NavigationType.Replace, open('c'));
    trail.record(NavigationType.Push, open('d'));
    expect(trail.entryBefore('d')).toEqual(open('c'));
    expect(trail.entryBefore('c')).toEqual(open('a'));
    expect(trail.entryBefore('b')).toBeUndefined();
  });

  test('back and forward move within the entries; a push after going back drops the forward ones', () => {
    const trail = createHistoryTrail();
    trail.record(NavigationType.Pop, open('a'));
    trail.record(NavigationType.Push, guarded('b'));
    trail.record(NavigationType.Push, open('c'));
    trail.record(NavigationType.Pop, guarded('b'));
    expect(trail.entryBefore('b')).toEqual(open('a'));
    trail.record(NavigationType.Push, open('d'));
    expect(trail.entryBefore('d')).toEqual(guarded('b'));
    expect(trail.entryBefore('c')).toBeUndefined();
  });

  test('an entry it never saw (a reload) starts over: what lies before it is unknown', () => {
    const trail = createHistoryTrail();
    trail.record(NavigationType.Pop, open('a'));
    trail.record(NavigationType.Push, open('b'));
    trail.record(NavigationType.Pop, guarded('x'));
    expect(trail.entryBefore('x')).toBeUndefined();
    expect(trail.entryBefore('b')).toBeUndefined();
  });

  test('recording the same entry again only updates it', () => {
    const trail = createHistoryTrail();
    trail.record(NavigationType.Pop, open('a'));
    trail.record(NavigationType.Push, open('b'));
    trail.record(NavigationType.Push, guarded('b'));
    expect(trail.entryBefore('b')).toEqual(open('a'));
    trail.record(NavigationType.Push, open('c'));
    expect(trail.entryBefore('c')).toEqual(guarded('b'));
  });
});
