import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A childcare centre's own small website on 127.0.0.1, for the voice agent's journey: the pages
 * its crawl reads (the e2e server allows loopback crawling, playwright.config.ts), and a page that
 * embeds the agent's widget under a strict Content-Security-Policy, as a provider's site would.
 */
export interface CentreWebsite {
  origin: string;
  /** The page embedding the widget of `publicId`, its script from `appOrigin`. */
  widgetPageUrl(appOrigin: string, publicId: string): string;
  close(): Promise<void>;
}

const pages: Record<string, { title: string; body: string }> = {
  '/': {
    title: 'Maple Grove Early Learning',
    body: `<p>Maple Grove Early Learning is a licensed child care centre near City Hall in Toronto.
      We care for toddlers and preschoolers in bright rooms with a garden.</p>
      <p><a href="/tours">Book a tour</a> · <a href="/meals">Meals and naps</a></p>`,
  },
  '/tours': {
    title: 'Tours',
    body: `<p>Families are welcome to tour the centre on Tuesday and Thursday mornings at 10 a.m.
      A tour takes about thirty minutes and ends with time for questions in the garden.</p>`,
  },
  '/meals': {
    title: 'Meals and naps',
    body: `<p>Our cook prepares a hot lunch and two snacks every day, and the menu is nut-free.
      Toddlers nap after lunch on cots with their own sheets from home.</p>`,
  },
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
    <body><main><article><h1>${title}</h1>${body}</article></main></body></html>`;
}

/** Starts the site on a free port of 127.0.0.1. */
export async function startCentreWebsite(): Promise<CentreWebsite> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('User-agent: *\nDisallow: /staff-only\n');
      return;
    }
    if (url.pathname === '/widget-test') {
      const app = url.searchParams.get('app') ?? '';
      const agent = url.searchParams.get('agent') ?? '';
      // Nothing inline, no eval: only the app's own script, styles and API.
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `default-src 'none'; script-src ${app}; connect-src ${app}; style-src ${app}; img-src ${app}`,
      });
      response.end(
        page(
          'Maple Grove Early Learning — contact us',
          `<p>Questions? Ask our assistant.</p>
          <script src="${app}/widget/v1.js" data-agent="${encodeURIComponent(agent)}" async></script>`,
        ),
      );
      return;
    }
    const found = pages[url.pathname];
    if (found === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page(found.title, found.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${String(port)}`;
  return {
    origin,
    widgetPageUrl: (appOrigin, publicId) =>
      `${origin}/widget-test?app=${encodeURIComponent(appOrigin)}&agent=${encodeURIComponent(publicId)}`,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
