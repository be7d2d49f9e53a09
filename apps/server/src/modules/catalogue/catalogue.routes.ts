import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_ROUTES,
  CatalogueCategoriesResponseSchema,
  CatalogueLanguageQuerySchema,
  CatalogueListQuerySchema,
  DEFAULT_LANGUAGE,
  type CatalogueListQuery,
  CatalogueEventListSchema,
  CatalogueEventSchema,
  CatalogueEventsPageSchema,
  CatalogueEventsQuerySchema,
} from '@chronodeck/contract';
import { notFound } from '../../http/app-error';
import { acceptedEncoding, compressText, type ContentEncoding } from '../../http/compressed-bodies';
import { errorResponses } from '../../http/error-responses';
import { builtOnFirstUse } from './built-on-first-use';
import type { Catalogue, EventListBody } from './catalogue';
import { findCatalogueCategories, findCatalogueEvents } from './catalogue.service';

/** Browsers and proxies may reuse the list for an hour, then revalidate it by ETag. */
const EVENTS_JSON_CACHE_CONTROL = 'public, max-age=3600';

type Encoding = ContentEncoding | 'identity';

/** The catalogue is fixed for the life of the process: each encoding is compressed once, hard. */
const CATALOGUE_EFFORT = { br: 9, gzip: 9 };

function encodedBodies(json: string) {
  const plain = Buffer.from(json);
  return builtOnFirstUse((encoding: Encoding): Promise<Buffer> =>
    encoding === 'identity'
      ? Promise.resolve(plain)
      : compressText(plain, encoding, CATALOGUE_EFFORT),
  );
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const candidates = String(request.headers['if-none-match'] ?? '').split(',');
  return candidates.some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

export function catalogueRoutes(catalogue: Catalogue) {
  // Each list is the same object for the life of the process: its bodies are made once.
  const encodedBody = builtOnFirstUse((list: EventListBody): ReturnType<typeof encodedBodies> =>
    encodedBodies(list.json),
  );
  const categories = { categories: findCatalogueCategories(catalogue) };

  async function sendEventsJson(
    query: CatalogueListQuery,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const inLanguage = catalogue.in(query.lang ?? DEFAULT_LANGUAGE);
    const list = query.category ? inLanguage.inCategory(query.category) : inLanguage;
    const etag = `"${list.version}"`;
    reply
      .header('etag', etag)
      .header('cache-control', EVENTS_JSON_CACHE_CONTROL)
      .header('vary', 'accept-encoding');
    if (matchesEtag(request, etag)) return reply.code(304).send();
    const encoding = acceptedEncoding(request.headers['accept-encoding']) ?? 'identity';
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('application/json; charset=utf-8').send(await encodedBody(list)(encoding));
  }

  return async function registerCatalogueRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      API_ROUTES.catalogueEvents,
      // The body is compressed once and sent as bytes, which the serializer never sees; the
      // schemas are there for the OpenAPI document.
      {
        schema: {
          summary: 'The whole catalogue, or one category, as one list',
          description:
            'Every catalogue event, or with `category` the events that category lists (filed ' +
            'under it or also in it), their titles and descriptions in `lang` (English when ' +
            'absent, and for an event without a translation), compressed with brotli or gzip as ' +
            '`Accept-Encoding` allows. Browsers and proxies may reuse it for an hour, then ' +
            'revalidate it: `If-None-Match` with the current `ETag` answers 304 with no body.',
          querystring: CatalogueListQuerySchema,
          response: { 200: CatalogueEventListSchema, 304: z.null(), ...errorResponses(400) },
        },
      },
      (request, reply) => sendEventsJson(request.query, request, reply),
    );

    app.get(
      API_ROUTES.catalogue.events,
      {
        schema: {
          summary: 'Search the catalogue events',
          description:
            'One page of the catalogue events matching every filter given: `q` searches the text ' +
            'in any of the five languages, without regard to accents (best match first; without ' +
            'it, events come in year order), `category`, `century` and `topic` narrow the list. ' +
            'Titles and descriptions come in `lang` (default English).',
          querystring: CatalogueEventsQuerySchema,
          response: { 200: CatalogueEventsPageSchema, ...errorResponses(400) },
        },
      },
      async (request) => findCatalogueEvents(catalogue, request.query),
    );

    app.get(
      API_ROUTES.catalogue.event,
      {
        schema: {
          summary: 'One catalogue event',
          description:
            'Its title and description in `lang` (default English). An unknown id answers 404.',
          params: z.object({ id: z.string().max(100) }),
          querystring: CatalogueLanguageQuerySchema,
          response: { 200: CatalogueEventSchema, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const language = request.query.lang ?? DEFAULT_LANGUAGE;
        const event = catalogue.in(language).byId.get(request.params.id);
        if (!event) throw notFound('Event not found');
        return event;
      },
    );

    app.get(
      API_ROUTES.catalogue.categories,
      {
        schema: {
          summary: 'The catalogue categories',
          description:
            'Each category with its number of catalogue events and the centuries and topics they ' +
            'cover, for the filters.',
          response: { 200: CatalogueCategoriesResponseSchema },
        },
      },
      async () => categories,
    );
  };
}
