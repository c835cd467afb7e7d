import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildWidget, widgetBudgetBytes } from './widget-build.ts';

describe('the website widget build', () => {
  it('is one script within its gzipped budget, with no eval, innerHTML or style attribute', async () => {
    const code = await buildWidget({ outDir: 'unused', write: false });
    expect(gzipSync(code).length).toBeLessThanOrEqual(widgetBudgetBytes);
    expect(code).not.toMatch(/\beval\(|new Function\(|innerHTML|outerHTML|insertAdjacentHTML/);
    expect(code).not.toMatch(/setAttribute\(\s*["']style["']|\.style\./);
    expect(code).toContain('adoptedStyleSheets');
    expect(code).not.toMatch(/^import |\bexport\b/m);
  }, 60_000);
});
