import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isApiPath, publicPagePaths, voiceWidgetScriptPath } from '@kinderwait/contract';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor, revalidateCache, shortCache, widgetCache } from './cache-control.ts';
import {
  createPrerenderManifestReader,
  prerenderedFileFor,
  withoutTrailingSlash,
} from './prerender-manifest.ts';
import { createPrerenderedHtmlReader, matchesEtag } from './prerendered-html.ts';
import { robotsTxt } from './robots.ts';
import { sitemapXml } from './sitemap.ts';
import {
  encodeWebPath,
  isFreeTextPage,
  looksLikeFile,
  parseWebPath,
  queryStringOf,
} from './web-path.ts';

export interface WebAppPluginOptions {
  /** The web build (WEB_DIST_DIR); it may not exist yet. */
  distDir: string;
  publicOrigin: string;
}

/** The SPA shell the web build writes for every route it does not prerender. */
export const spaShellFile = 'spa.html';
export const webAppNotBuiltMessage = 'Web app not built: run npm run build';

/**
 * Pages and build files are outside the API rate limit: one page load is dozens of requests, and
 * many households share one IP behind a NAT. Paths that end in the 404 handler are still counted.
 */
const webRoute = { schema: { hide: true }, config: { rateLimit: false } } as const;

/**
 * Serves the built web app: prerendered HTML where the build made some, static files with cache
 * headers by kind, and the SPA shell for every other page so deep links work. Also robots.txt
 * and sitemap.xml. API paths never fall through to a page: they get the JSON 404.
 */
export const webAppPlugin = fp<WebAppPluginOptions>(
  async (app, { distDir, publicOrigin }) => {
    // Only for reply.sendFile; which file to send is decided below.
    await app.register(fastifyStatic, { serve: false });
    const readManifest = createPrerenderManifestReader(distDir, app.log);
    const readPrerenderedHtml = createPrerenderedHtmlReader(distDir, publicOrigin);

    const sendBuildFile = (reply: FastifyReply, relativePath: string): FastifyReply =>
      reply
        .header('cache-control', cacheControlFor(relativePath))
        .sendFile(relativePath, distDir, { cacheControl: false, dotfiles: 'deny', index: false });

    const sendNotBuilt = (reply: FastifyReply): FastifyReply =>
      reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(webAppNotBuiltMessage);

    const sendSpaShell = async (reply: FastifyReply): Promise<FastifyReply> =>
      (await isFile(path.join(distDir, spaShellFile)))
        ? sendBuildFile(reply, spaShellFile)
        : sendNotBuilt(reply);

    // A path that is none of the app's pages: the shell draws the not-found page, and the status
    // says so to crawlers and link checkers (no "soft 404").
    const sendNotFoundPage = async (reply: FastifyReply): Promise<FastifyReply> =>
      sendSpaShell(reply.code(404));

    app.get('/robots.txt', webRoute, (_request, reply) =>
      reply
        .header('cache-control', shortCache)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(publicOrigin)),
    );

    app.get('/sitemap.xml', webRoute, async (_request, reply) => {
      // Without a manifest (an old or partial build) the known public pages still get listed.
      const paths = (await readManifest())?.listed ?? Object.values(publicPagePaths);
      return reply
        .header('cache-control', shortCache)
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(publicOrigin, paths));
    });

    // The voice agent's widget runs on providers' own websites: any page may load it (CORS and
    // CORP), and it stays cached a while since its address carries no content hash.
    app.get(voiceWidgetScriptPath, webRoute, async (_request, reply) => {
      const relativePath = voiceWidgetScriptPath.slice(1);
      if (!(await isFile(path.join(distDir, relativePath)))) {
        reply.callNotFound();
        return reply;
      }
      return reply
        .header('cache-control', widgetCache)
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .sendFile(relativePath, distDir, { cacheControl: false, dotfiles: 'deny', index: false });
    });

    app.get('/*', webRoute, async (request, reply) => {
      // Nothing is read from disk or put in a header for these, so any text is fine.
      if (isFreeTextPage(request.url)) return sendSpaShell(reply);
      const webPath = parseWebPath(request.url);
      if (webPath === null || isApiPath(webPath)) {
        reply.callNotFound();
        return reply;
      }
      const canonicalPath = withoutTrailingSlash(webPath);
      if (canonicalPath !== webPath) {
        // One URL per page, for search engines and caches. Encoded again, as a header is ASCII.
        return reply.redirect(encodeWebPath(canonicalPath) + queryStringOf(request.url), 301);
      }
      if (!(await isDirectory(distDir))) return sendNotBuilt(reply);

      const manifest = await readManifest();
      const page =
        manifest?.prerendered.has(webPath) === true
          ? await readPrerenderedHtml(prerenderedFileFor(webPath))
          : null;
      if (page !== null) {
        reply.header('cache-control', revalidateCache).header('etag', page.etag);
        if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
        return reply.type('text/html; charset=utf-8').send(page.html);
      }
      const relativePath = webPath.slice(1);
      if (relativePath !== '' && (await isFile(path.join(distDir, relativePath)))) {
        return sendBuildFile(reply, relativePath);
      }
      // A missing script or image must not receive HTML: the browser would report a confusing
      // MIME error instead of a 404.
      if (webPath.startsWith('/assets/') || looksLikeFile(webPath)) {
        reply.callNotFound();
        return reply;
      }
      if (manifest !== null && !manifest.isPage(webPath)) return sendNotFoundPage(reply);
      return sendSpaShell(reply);
    });
  },
  { name: 'web-app', fastify: '5.x' },
);

async function isDirectory(target: string): Promise<boolean> {
  try {
    return (await stat(target)).isDirectory();
  } catch {
    return false;
  }
}

async function isFile(target: string): Promise<boolean> {
  try {
    return (await stat(target)).isFile();
  } catch {
    return false;
  }
}
