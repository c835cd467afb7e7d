import {
  ApiErrorBody,
  AssignWaitlistPrioritiesBody,
  ProviderEntryParams,
  ProviderParams,
  ProviderPriorityParams,
  ProviderWaitlistEntry,
  ProviderWaitlistQuery,
  ProviderWaitlistResponse,
  providerWaitlistApiPaths,
  SaveWaitlistPriorityBody,
  SaveWaitlistSettingsBody,
  WaitlistPolicyResponse,
  WaitlistPrioritiesResponse,
  WaitlistPriority,
  WaitlistSettings,
  WithdrawnLinesResponse,
} from '@kinderwait/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { routePath } from '../../../http/route-path.ts';
import { bearerAuth } from '../../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../../plugins/signed-in.ts';

const tags = ['provider-waitlist'];
// No permission in config: a role that does not manage a waitlist gets the same 404 as another
// provider's id (the service checks waitlist.manage), so the routes reveal nothing to it.
const errors = {
  400: ApiErrorBody,
  ...signedInErrors,
  404: ApiErrorBody,
} as const;

/**
 * The provider's waitlist (docs/product/offers.md#offers-api): priorities, the ordered list,
 * assigning priorities, the policy and settings. Signed in; only the owner of {providerId}, in a
 * provider role.
 */
export const providerWaitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.providerWaitlist;
  await app.register(signedIn);

  app.get(
    routePath(providerWaitlistApiPaths.priorities),
    {
      schema: {
        tags,
        summary: "The provider's priority categories and weights (the five predefined ones first)",
        security: bearerAuth,
        params: ProviderParams,
        response: { 200: WaitlistPrioritiesResponse, ...errors },
      },
    },
    (request) => service.listPriorities(signedInActor(request), request.params.providerId),
  );

  app.post(
    routePath(providerWaitlistApiPaths.priorities),
    {
      schema: {
        tags,
        summary: 'Adds a custom priority category (409 for a name in use or past the limit)',
        security: bearerAuth,
        params: ProviderParams,
        body: SaveWaitlistPriorityBody,
        response: { 201: WaitlistPriority, ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const created = await service.addPriority(
        signedInActor(request),
        request.params.providerId,
        request.body,
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    routePath(providerWaitlistApiPaths.priority),
    {
      schema: {
        tags,
        summary: 'Renames or re-weighs a category; positions change at once',
        security: bearerAuth,
        params: ProviderPriorityParams,
        body: SaveWaitlistPriorityBody,
        response: { 200: WaitlistPriority, ...errors, 409: ApiErrorBody },
      },
    },
    (request) =>
      service.updatePriority(
        signedInActor(request),
        request.params.providerId,
        request.params.priorityId,
        request.body,
      ),
  );

  app.delete(
    routePath(providerWaitlistApiPaths.priority),
    {
      schema: {
        tags,
        summary: 'Removes a custom category from the provider and every family (409: predefined)',
        security: bearerAuth,
        params: ProviderPriorityParams,
        response: { 204: z.null().describe('Removed'), ...errors, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      await service.deletePriority(
        signedInActor(request),
        request.params.providerId,
        request.params.priorityId,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    routePath(providerWaitlistApiPaths.waitlist),
    {
      schema: {
        tags,
        summary:
          "The provider's waitlist by priority weight, then date joined; filter by age group at the start date and status",
        security: bearerAuth,
        params: ProviderParams,
        querystring: ProviderWaitlistQuery,
        response: { 200: ProviderWaitlistResponse, ...errors },
      },
    },
    (request) => service.waitlist(signedInActor(request), request.params.providerId, request.query),
  );

  app.post(
    routePath(providerWaitlistApiPaths.entry),
    {
      schema: {
        tags,
        summary:
          "Sets the family's priorities (body priorities); answers the entry with its new position",
        security: bearerAuth,
        params: ProviderEntryParams,
        body: AssignWaitlistPrioritiesBody,
        response: { 200: ProviderWaitlistEntry, ...errors },
      },
    },
    (request) =>
      service.assignPriorities(
        signedInActor(request),
        request.params.providerId,
        request.params.ticketId,
        request.body,
      ),
  );

  app.get(
    routePath(providerWaitlistApiPaths.withdrawals),
    {
      schema: {
        tags,
        summary:
          'The families who left the line, newest first: when each joined and left, never who (erased families included)',
        security: bearerAuth,
        params: ProviderParams,
        response: { 200: WithdrawnLinesResponse, ...errors },
      },
    },
    (request) => service.withdrawnLines(signedInActor(request), request.params.providerId),
  );

  app.get(
    routePath(providerWaitlistApiPaths.settings),
    {
      schema: {
        tags,
        summary: 'The waitlist policy (the Ontario template until one is saved) and offer settings',
        security: bearerAuth,
        params: ProviderParams,
        response: { 200: WaitlistSettings, ...errors },
      },
    },
    (request) => service.getSettings(signedInActor(request), request.params.providerId),
  );

  app.put(
    routePath(providerWaitlistApiPaths.settings),
    {
      schema: {
        tags,
        summary: 'Saves the waitlist policy, auto-offer and the offer deadline in business days',
        security: bearerAuth,
        params: ProviderParams,
        body: SaveWaitlistSettingsBody,
        response: { 200: WaitlistSettings, ...errors },
      },
    },
    (request) =>
      service.saveSettings(signedInActor(request), request.params.providerId, request.body),
  );
};

/** Public: a provider's waitlist policy is public (O. Reg. 137/15), read before sending. */
export const providerWaitlistPolicyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = app.services.providerWaitlist;
  app.get(
    routePath(providerWaitlistApiPaths.policy),
    {
      schema: {
        tags,
        summary:
          "A provider's waitlist policy (null before one is written) and the priorities that count",
        params: ProviderParams,
        response: { 200: WaitlistPolicyResponse, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    (request) => service.publicPolicy(request.params.providerId),
  );
  done();
};
