import { describe, expect, test } from 'vitest';
import { formatValidationDetail, parseValidationDetail } from './validation-detail.ts';
import type { ValidationIssue } from './validation-detail.ts';

describe('formatValidationDetail', () => {
  test('writes "path: message" joined by "; ", ordinary messages unchanged', () => {
    expect(
      formatValidationDetail([
        { path: ['body', 'email'], message: 'Invalid email address' },
        {
          path: ['querystring', 'id'],
          message: 'Invalid input: expected string, received undefined',
        },
        { path: [], message: 'Too small' },
      ]),
    ).toBe(
      'body.email: Invalid email address; querystring.id: Invalid input: expected string, received undefined; Too small',
    );
  });

  test('escapes the separators inside a message or a path segment', () => {
    expect(formatValidationDetail([{ path: ['body', 'a.b'], message: 'x; y \\ z' }])).toBe(
      'body.a\\.b: x\\; y \\\\ z',
    );
    expect(formatValidationDetail([{ path: [], message: 'Expected: one' }])).toBe(
      'Expected\\: one',
    );
  });
});

describe('parseValidationDetail', () => {
  test('reads the fields a detail names', () => {
    expect(
      parseValidationDetail('body.phoneNumber: Phone number is wrong; body.firstName: Empty'),
    ).toEqual([
      { path: ['body', 'phoneNumber'], message: 'Phone number is wrong' },
      { path: ['body', 'firstName'], message: 'Empty' },
    ]);
    expect(parseValidationDetail('')).toEqual([]);
  });

  test.each<[string, ValidationIssue[]]>([
    ['plain issues', [{ path: ['body', 'email'], message: 'Invalid email address' }]],
    [
      'messages holding every separator',
      [
        { path: ['body', 'userName'], message: 'a; b: c. d \\; e\\' },
        { path: ['querystring', 'to'], message: 'Invalid input: expected string; got number' },
        { path: [], message: 'No path: but a colon; and a semicolon.' },
      ],
    ],
    [
      'path segments holding separators, numbers and empty ones',
      [
        { path: ['body', 'items', '0', 'a.b: c;d\\'], message: 'Bad' },
        { path: ['body', ''], message: '' },
      ],
    ],
    ['a message ending in a backslash', [{ path: ['body', 'x'], message: 'ends \\' }]],
  ])('round-trips %s', (_case, issues) => {
    expect(parseValidationDetail(formatValidationDetail(issues))).toEqual(issues);
  });
});
