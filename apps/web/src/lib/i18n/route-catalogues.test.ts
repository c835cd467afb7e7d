import { describe, expect, it, vi } from 'vitest';
import { loadRouteWords, routeContent, routeWords } from './route-catalogues';
import type { RouteContent } from './route-catalogues';

function content(): RouteContent & { loadIn: ReturnType<typeof vi.fn> } {
  return { loadIn: vi.fn(() => Promise.resolve('loaded')) };
}

describe('a route’s words', () => {
  it('loads every matched route’s content once, in the page’s language', async () => {
    const faq = content();
    const roles = content();
    const matches = [
      { route: { handle: { language: 'fr' } } },
      { route: { handle: routeWords([], [faq]) } },
      { route: { handle: routeWords([], [faq, roles]) } },
      { route: { handle: { signIn: true } } },
      { route: {} },
    ];
    expect(routeContent(matches)).toEqual([faq, roles]);
    await loadRouteWords(matches, 'fr');
    expect(faq.loadIn).toHaveBeenCalledTimes(1);
    expect(faq.loadIn).toHaveBeenCalledWith('fr');
    expect(roles.loadIn).toHaveBeenCalledWith('fr');
  });

  it('ignores a handle whose content cannot load', () => {
    expect(routeContent([{ route: { handle: { content: [{ name: 'faq' }, null] } } }])).toEqual([]);
  });
});
