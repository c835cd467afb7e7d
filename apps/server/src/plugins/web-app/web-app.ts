import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isApiPath, publicPagePaths } from '@kinderwait/contract';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor, shortCache } from './cache-control.ts';
import {
  createPrerenderManifestReader,
  prerenderedFileFor,
  withoutTrailingSlash,
} from './prerender-manifest.ts';
import { robotsTxt } from './robots.ts';
import { sitemapXml } from './sitemap.ts';
import { looksLikeFile, parseWebPath, queryStringOf } from './web-path.ts';

export interface WebAppPluginOptions {
  /** The web build (WEB_DIST_DIR); it may not exist yet. */
  distDir: string;
  publicOrigin: string;
}

/** The SPA shell the web build writes for every route it does not prerender. */
export const spaShellFile = 'spa.html';
export const webAppNotBuiltMessage = 'Web app not built: run npm run build';

/**
 * Serves the built web app: prerendered HTML where the build made some, static files with cache
 * headers by kind, and the SPA shell for every other page so deep links work. Also robots.txt
 * and sitemap.xml. API paths never fall through to a page: they get the JSON 404.
 */
export const webAppPlugin = fp<WebAppPluginOptions>(
  async (app, { distDir, publicOrigin }) => {
    // Only for reply.sendFile; which file to send is decided below.
    await app.register(fastifyStatic, { serve: false });
    const readPrerenderedPaths = createPrerenderManifestReader(distDir, app.log);

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

    app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
      reply
        .header('cache-control', shortCache)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(publicOrigin)),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      // Without a manifest (an old or partial build) the known public pages still get listed.
      const paths = (await readPrerenderedPaths()) ?? Object.values(publicPagePaths);
      return reply
        .header('cache-control', shortCache)
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(publicOrigin, paths));
    });

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const webPath = parseWebPath(request.url);
      if (webPath === null || isApiPath(webPath)) {
        reply.callNotFound();
        return reply;
      }
      const canonicalPath = withoutTrailingSlash(webPath);
      if (canonicalPath !== webPath) {
        // One URL per page, for search engines and caches.
        return reply.redirect(canonicalPath + queryStringOf(request.url), 301);
      }
      if (!(await isDirectory(distDir))) return sendNotBuilt(reply);

      const prerendered = await readPrerenderedPaths();
      if (prerendered?.has(webPath) === true) {
        return sendBuildFile(reply, prerenderedFileFor(webPath));
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
      if (!(await isFile(path.join(distDir, spaShellFile)))) return sendNotBuilt(reply);
      return sendBuildFile(reply, spaShellFile);
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
