import {
  relayConversationParameter,
  voiceRelayApiPaths,
  voiceRelayErrorCodes,
  voiceRelayMessages,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../app-error.ts';
import { bindRelaySocket } from './relay-socket.ts';

/**
 * The URL Twilio signed: the relay's `wss://` address on the public origin (as the call's TwiML
 * gives it), with the query string the request came with.
 */
export function signedRelayUrl(publicOrigin: string, requestUrl: string): string {
  return `${publicOrigin.replace(/^http/, 'ws')}${requestUrl}`;
}

/**
 * The live call WebSockets (docs/product/voice-agent.md#live-calls-the-relay). They are not in the
 * OpenAPI document (a socket is no request and response); a plain GET is 404, a refused
 * handshake 403 before any socket opens.
 */
export const relayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { voiceRelay } = app.services;
  const { TWILIO_AUTH_TOKEN: authToken, PUBLIC_ORIGIN: publicOrigin } = app.config;
  // The twilio package is loaded only when Twilio is configured: it is slow to import.
  const validateRequest =
    authToken === undefined ? null : (await import('twilio')).default.validateRequest;

  app.get(
    voiceRelayApiPaths.twilioRelay,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: (request, _reply, done) => {
        const signature = request.headers['x-twilio-signature'];
        const url = signedRelayUrl(publicOrigin, request.url);
        if (authToken === undefined || validateRequest === null) {
          done(
            new AppError(
              403,
              voiceRelayErrorCodes.twilioNotConfigured,
              voiceRelayMessages.twilioNotConfigured,
            ),
          );
        } else if (
          typeof signature !== 'string' ||
          !validateRequest(authToken, signature, url, {})
        ) {
          done(
            new AppError(
              403,
              voiceRelayErrorCodes.signatureInvalid,
              voiceRelayMessages.signatureInvalid,
            ),
          );
        } else {
          done();
        }
      },
    },
    (socket, request) => {
      bindRelaySocket(
        socket,
        (setup) => voiceRelay.openPhoneCall(setup.customParameters?.[relayConversationParameter]),
        request.log,
      );
    },
  );
};
