import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { readableToolError } from './reply-texts.ts';
import { completionSucceeded } from './tool-results.ts';

describe('tool results', () => {
  it('shows a zod error as the fields and their messages, other text as it is', () => {
    const error = z.object({ websiteUrl: z.httpUrl() }).safeParse({ websiteUrl: 'ftp://x.ca' });
    expect(error.success).toBe(false);
    expect(readableToolError(error.error?.message ?? '')).toMatch(/^websiteUrl: /);
    expect(readableToolError('Service busy')).toBe('Service busy');
    expect(
      readableToolError('body.ageGroups.0.availableSpaces: must be at most 10', (path) =>
        path.join('.') === 'ageGroups.0.availableSpaces' ? 'Infant spaces' : undefined,
      ),
    ).toBe('Infant spaces: must be at most 10');
  });

  it('reads a completion result as the chat does: none or JSON is success, other text failure', () => {
    expect(completionSucceeded(null)).toBe(true);
    expect(completionSucceeded('{"id":"1"}')).toBe(true);
    expect(completionSucceeded('Error: busy')).toBe(false);
  });
});
