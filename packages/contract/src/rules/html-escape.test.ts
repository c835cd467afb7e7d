import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-escape.ts';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('Café à Toronto, 3 spots')).toBe('Café à Toronto, 3 spots');
  });
});
