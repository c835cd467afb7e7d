import type { RelaySetupMessage } from '@kinderwait/contract';
import {
  permissions,
  relayAccessTokenParameter,
  relayCloseCodes,
  relayConversationParameter,
  relayRoleIdParameter,
  VoiceAgentFeatureParams,
  voiceRelayApiPaths,
  voiceRelayErrorCodes,
  voiceRelayMessages,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../app-error.ts';
import { routePath } from '../../../http/route-path.ts';
import type { RelayOpening } from './relay-call.ts';
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

  /**
   * The provider's test call: a browser cannot set headers on a WebSocket, so `setup` carries the
   * access token and role the dashboard signs its requests with; the role must hold
   * `voiceAgent.manage`. No cookie is read, so another site cannot open one in the provider's name.
   */
  const openTestCall = async (setup: RelaySetupMessage): Promise<RelayOpening> => {
    const parameters = setup.customParameters ?? {};
    const refused = (reason: string) => ({ refused: { code: relayCloseCodes.refused, reason } });
    const verified = await app.bearerTokens.verify(parameters[relayAccessTokenParameter] ?? '');
    if (verified.status !== 'valid') return refused('Sign in again to call your agent');
    const roleText = parameters[relayRoleIdParameter] ?? '';
    const role = /^\d{1,9}$/.test(roleText)
      ? await app.findHeldRole(verified.claims.id, Number(roleText))
      : undefined;
    if (role?.permissions.includes(permissions.voiceAgentManage) !== true) {
      return refused('This role may not call the agent');
    }
    return voiceRelay.openTestCall(verified.claims.id, parameters[relayConversationParameter]);
  };

  app.get(
    routePath(voiceRelayApiPaths.testCall),
    { websocket: true, schema: { hide: true, params: VoiceAgentFeatureParams } },
    (socket, request) => {
      bindRelaySocket(socket, openTestCall, request.log);
    },
  );
};
