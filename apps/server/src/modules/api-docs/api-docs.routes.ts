import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { apiReferencePage } from './api-reference-page';
import { API_REFERENCE_STYLE } from './api-reference-style';

/** Paths of the API's own documentation; only developers visit them, so the contract need not know them. */
export const API_DOCS_ROUTES = {
  document: '/api/openapi.json',
  reference: '/api/docs',
  stylesheet: '/api/docs/reference.css',
} as const;

const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** The routes never change while the process runs, so each answer is built once, on first use. */
function once<T>(build: () => T): () => T {
  let value: { built: T } | undefined;
  return () => (value ??= { built: build() }).built;
}

export function apiDocsRoutes() {
  return async function registerApiDocsRoutes(fastify: FastifyInstance): Promise<void> {
    // Untyped: these routes send text built once, which the response serializer never sees; their
    // response schemas are there for the document.
    const app = fastify;
    const document = once(() => app.swagger() as OpenAPIV3_1.Document);
    const documentJson = once(() => JSON.stringify(document()));
    const page = once(() =>
      apiReferencePage(document(), {
        stylesheet: API_DOCS_ROUTES.stylesheet,
        document: API_DOCS_ROUTES.document,
      }),
    );

    app.get(
      API_DOCS_ROUTES.document,
      {
        schema: {
          summary: 'This OpenAPI document',
          response: { 200: OpenApiDocumentSchema.meta({ description: 'OpenAPI 3.1 document' }) },
        },
      },
      (_request, reply) => reply.type('application/json; charset=utf-8').send(documentJson()),
    );

    app.get(
      API_DOCS_ROUTES.reference,
      {
        schema: {
          summary: 'The API reference page',
          produces: ['text/html'],
          response: { 200: z.string().meta({ description: 'HTML page' }) },
        },
      },
      (_request, reply) => reply.type('text/html; charset=utf-8').send(page()),
    );

    app.get(
      API_DOCS_ROUTES.stylesheet,
      {
        schema: {
          summary: 'The reference page’s stylesheet',
          produces: ['text/css'],
          response: { 200: z.string().meta({ description: 'CSS' }) },
        },
      },
      (_request, reply) => reply.type('text/css; charset=utf-8').send(API_REFERENCE_STYLE),
    );
  };
}
