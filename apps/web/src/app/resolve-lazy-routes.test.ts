import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { resolveLazyRoutes } from './resolve-lazy-routes';

function Layout() {
  return null;
}
function About() {
  return null;
}
function Blog() {
  return null;
}

function table(): RouteObject[] {
  return [
    {
      id: 'layout',
      lazy: () => Promise.resolve({ Component: Layout }),
      children: [
        { path: '/about', id: 'about', lazy: () => Promise.resolve({ Component: About }) },
        { path: '/blog', id: 'blog', lazy: () => Promise.resolve({ Component: Blog }) },
        { path: '/broken', id: 'broken', lazy: () => Promise.reject(new Error('chunk failed')) },
      ],
    },
  ];
}

describe('resolveLazyRoutes', () => {
  it('loads the modules of the matched routes onto them and leaves the others lazy', async () => {
    const routes = table();
    await resolveLazyRoutes(routes, '/about');
    const [layout] = routes;
    const [about, blog] = layout?.children ?? [];
    expect(layout).toMatchObject({ Component: Layout });
    expect(layout?.lazy).toBeUndefined();
    expect(about).toMatchObject({ Component: About });
    expect(about?.lazy).toBeUndefined();
    expect(blog?.Component).toBeUndefined();
    expect(blog?.lazy).toBeTypeOf('function');
  });

  it('leaves a route whose module fails to load lazy, for the router to retry', async () => {
    const routes = table();
    await resolveLazyRoutes(routes, '/broken');
    const broken = routes[0]?.children?.[2];
    expect(broken?.lazy).toBeTypeOf('function');
    expect(routes[0]?.Component).toBe(Layout);
  });

  it('does nothing for a path no route matches', async () => {
    const routes = table();
    await resolveLazyRoutes(routes, '/nowhere');
    expect(routes[0]?.lazy).toBeTypeOf('function');
  });
});
