import { MapSettings, mapSettingsApiPaths } from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/**
 * GET /api/map-settings, public: the map widget loads it before its first tile. The settings
 * change only with a restart, so browsers and proxies may keep them for a few minutes.
 */
export const mapSettingsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { mapSettings } = app.services;
  app.get(
    mapSettingsApiPaths.mapSettings,
    {
      schema: {
        tags: ['map'],
        summary:
          "Where the map's tiles come from (a Leaflet URL template and its attribution) and the base URL of the Nominatim-compatible geocoder (/reverse?format=jsonv2&lat=…&lon=…); the Content-Security-Policy allows exactly these origins",
        response: { 200: MapSettings },
      },
    },
    (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return mapSettings.get();
    },
  );
  done();
};
