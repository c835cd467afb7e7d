import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeToken, writeToken } from '../lib/storage';
import { mountApp } from './mount-app';

// The route modules never finish loading here, so whatever happens happens before they have.
vi.mock('./resolve-lazy-routes', () => ({ resolveLazyRoutes: () => new Promise(() => undefined) }));
const signedInLoader = vi.fn(() => Promise.resolve(null));
vi.mock('./guard/signed-in-guard', () => ({ signedInLoader }));

afterEach(() => {
  removeToken();
  signedInLoader.mockClear();
});

describe('mountApp on a signed-in screen', () => {
  it("asks for the signed-in user while the screen's modules are still loading", async () => {
    writeToken({ accessToken: 'access', refreshToken: 'refresh' });
    void mountApp(document.createElement('div'));
    await vi.waitFor(() => {
      expect(signedInLoader).toHaveBeenCalledTimes(1);
    });
  });

  it('does not, without a session, nor on a prerendered page', async () => {
    void mountApp(document.createElement('div'));
    writeToken({ accessToken: 'access', refreshToken: 'refresh' });
    const prerendered = document.createElement('div');
    prerendered.innerHTML = '<main><h1>About us</h1></main>';
    void mountApp(prerendered);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signedInLoader).not.toHaveBeenCalled();
  });
});
