import {
  AdminProduct,
  AdminProductsResponse,
  ApiErrorBody,
  EditProductBody,
  permissions,
  ProductChangesResponse,
  ProductCodeParams,
  productAdminApiPaths,
} from '@kinderwait/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePath } from '../../../http/route-path.ts';
import { bearerAuth } from '../../../plugins/openapi.ts';
import { signedIn, signedInActor, signedInErrors } from '../../../plugins/signed-in.ts';

const manage = { permissions: [permissions.productManage] };
const errors = signedInErrors;

/** The SuperAdmin's product editing (product.manage; docs/pricing.md "Editing products"). */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { productAdmin } = app.services;
  await app.register(signedIn);

  app.get(
    productAdminApiPaths.products,
    {
      config: manage,
      schema: {
        tags: ['products'],
        summary:
          'Every product, on sale or not, with its price in CAD cents before tax, its HST, its limits and whether its name and limits can change',
        security: bearerAuth,
        response: { 200: AdminProductsResponse, ...errors },
      },
    },
    () => productAdmin.adminProducts(),
  );

  app.patch(
    routePath(productAdminApiPaths.product),
    {
      config: manage,
      schema: {
        tags: ['products'],
        summary:
          "Edits a product: name (not a subscription's), description, features, unitAmount (CAD cents), active, limits (replaced whole; only where a subscription carries them). Code, currency and payment mode never change. A new price applies to checkouts opened after it; every change is recorded with who made it. A 400 names the field and saves nothing",
        security: bearerAuth,
        params: ProductCodeParams,
        body: EditProductBody,
        response: { 200: AdminProduct, 400: ApiErrorBody, ...errors, 404: ApiErrorBody },
      },
    },
    (request) =>
      productAdmin.editProduct(signedInActor(request), request.params.code, request.body),
  );

  app.get(
    routePath(productAdminApiPaths.productChanges),
    {
      config: manage,
      schema: {
        tags: ['products'],
        summary:
          "A product's recorded changes, newest first (at most 50): who, when, and each changed field before and after",
        security: bearerAuth,
        params: ProductCodeParams,
        response: { 200: ProductChangesResponse, 400: ApiErrorBody, ...errors, 404: ApiErrorBody },
      },
    },
    (request) => productAdmin.productChanges(request.params.code),
  );
};
