import {
  ApiErrorBody,
  phoneNumbersErrorCodes,
  phoneNumbersMessages,
  safeText,
  twilioWebhookPaths,
} from '@kinderwait/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { webhookParams } from '../../integrations/telephony/telephony-text-guard.ts';
import type { WebhookParams } from './phone-calls.service.ts';

/** The header Twilio signs its webhooks in. */
const signatureHeader = 'x-twilio-signature';

const tags = ['telephony'];
/** Twilio's form, as sent (its signature covers the decoded parameters): printable text. */
const FormBody = safeText(z.string().max(20_000), { multiLine: true });
/** TwiML, sent as text/xml. */
const TwimlResponse = z.string();

/**
 * Twilio's webhooks (docs/product/voice-agent.md#phone-calls): no session, no anti-forgery token
 * (Twilio cannot send ours), so they are exempt from that check only because each verifies
 * Twilio's signature of PUBLIC_ORIGIN + the path and the form parameters first. This scope keeps
 * the form as a string; a request without a valid signature is 403 and changes nothing.
 */
export const twilioWebhookRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { phoneCalls } = app.services;
  const publicOrigin = app.config.PUBLIC_ORIGIN;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, parsed) => {
    parsed(null, body);
  });

  const refused = () =>
    new AppError(403, phoneNumbersErrorCodes.webhookRefused, phoneNumbersMessages.webhookRefused);

  /** The webhook's parameters once Twilio's signature of them is verified. */
  const verified = (request: {
    url: string;
    body: string;
    headers: Record<string, string | string[] | undefined>;
  }): WebhookParams => {
    const signature = request.headers[signatureHeader];
    const params = webhookParams(request.body);
    const url = new URL(request.url, publicOrigin).toString();
    if (
      typeof signature !== 'string' ||
      params === null ||
      !phoneCalls.isSigned(signature, url, params)
    ) {
      throw refused();
    }
    return params;
  };

  const hook = (
    path: string,
    summary: string,
    answer: (params: WebhookParams) => Promise<string>,
  ): void => {
    app.post(
      path,
      {
        config: { xsrfExempt: true },
        schema: {
          tags,
          summary,
          body: FormBody,
          response: { 200: TwimlResponse, 400: ApiErrorBody, 403: ApiErrorBody },
        },
      },
      async (request, reply) => {
        const twiml = await answer(verified(request));
        return reply.type('text/xml; charset=utf-8').send(twiml);
      },
    );
  };

  hook(
    twilioWebhookPaths.voice,
    `Twilio's incoming call webhook, form-encoded and signed (${signatureHeader}): TwiML that connects the call to the voice agent through ConversationRelay, or passes it to the transfer number (or says a short message) when the agent is off, outside its hours or out of minutes. 403 telephony_webhook_refused without a valid signature`,
    (params) => phoneCalls.incomingCall(params),
  );
  hook(
    twilioWebhookPaths.connectAction,
    `Twilio's <Connect action> once the relay session ended, signed (${signatureHeader}): dials the transfer number (the caller's number shown) when the agent handed the call off, else hangs up`,
    (params) => phoneCalls.connectAction(params),
  );
  hook(
    twilioWebhookPaths.status,
    `Twilio's call status callback, signed (${signatureHeader}): records the call's status, and once it ended its duration and the minutes counted against the plan (rounded up per call). A replayed status changes nothing`,
    async (params) => {
      await phoneCalls.statusChanged(params);
      return emptyTwiml;
    },
  );
  done();
};

/** What a status callback is answered with: Twilio reads no instructions from it. */
const emptyTwiml = '<?xml version="1.0" encoding="UTF-8"?><Response/>';
