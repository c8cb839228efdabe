import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { IdParamsSchema, MessageSchema, type OperationName } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { ifMatchVersion, withEtag } from '../../lib/record-version.js';
import type { NamedListService } from './named-list.service.js';

type Ops = OperationName | OperationName[];
type NameBody = z.ZodType<{ name: string }>;

export type NamedListResource = {
  /** e.g. '/cities' */
  path: string;
  tags: string[];
  /** The operationIds' nouns: { one: 'City', many: 'Cities' } makes listCities, listCityOptions, getCity, ... */
  names: { one: string; many: string };
  /** Its rules and words ('City' in 404 and delete messages). */
  service: NamedListService;
  access: { list: Ops; get: Ops; add: Ops; update: Ops; remove: Ops; all?: Ops };
  schemas: { item: z.ZodType; list: z.ZodType; query: z.ZodType; create: NameBody; update: NameBody; options?: z.ZodType };
};

/** 'GlassTypes' -> 'glass types': the summaries' words. */
const words = (name: string) => name.replace(/(?<=[a-z0-9])(?=[A-Z])/g, ' ').toLowerCase();

/** GET list, GET /all (when given), GET/PUT/DELETE by id and POST, for one "list of names" resource. */
export function registerNamedList(app: FastifyInstance, ctx: AppContext, res: NamedListResource) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { path, tags, names, service, access, schemas } = res;
  // The service's label ('Glass Type') names one in the summaries; the plural comes from names.many.
  const one = service.label.toLowerCase();
  const aOne = `${/^[aeiou]/.test(one) ? 'an' : 'a'} ${one}`;
  const many = words(names.many);

  r.get(
    path,
    {
      config: { access: { operation: access.list } },
      schema: {
        operationId: `list${names.many}`,
        summary: `List ${many} (paged, sortable, searchable)`,
        tags,
        querystring: schemas.query,
        response: { 200: schemas.list, ...errorResponses(401, 403, 422) },
      },
    },
    (request) => service.list(ctx.db, request.query as never),
  );

  if (access.all && schemas.options) {
    r.get(
      `${path}/all`,
      {
        config: { access: { operation: access.all } },
        schema: {
          operationId: `list${names.one}Options`,
          summary: `List all ${many} as choices for a picker`,
          tags,
          response: { 200: schemas.options, ...errorResponses(401, 403) },
        },
      },
      () => service.options(ctx.db),
    );
  }

  r.get(
    `${path}/:id`,
    {
      config: { access: { operation: access.get } },
      schema: {
        operationId: `get${names.one}`,
        summary: `Get ${aOne}`,
        tags,
        description: `Answers the ETag of its version: send it as If-Match with the PUT.`,
        params: IdParamsSchema,
        response: { 200: schemas.item, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await service.get(ctx.db, request.params.id)),
  );

  r.post(
    path,
    {
      config: { access: { operation: access.add } },
      schema: {
        operationId: `create${names.one}`,
        summary: `Create ${aOne}`,
        description: `409 when another ${one} already has this name (whatever its case).`,
        tags,
        body: schemas.create,
        response: { 201: schemas.item, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(ctx.db, request.body.name)),
  );

  r.put(
    `${path}/:id`,
    {
      config: { access: { operation: access.update } },
      schema: {
        operationId: `update${names.one}`,
        summary: `Rename ${aOne}`,
        description: `409 when another ${one} already has this name (whatever its case). With If-Match (the ETag of GET), a ${one} saved by someone else since answers 412 and nothing changes; the answer's ETag is the new version.`,
        tags,
        params: IdParamsSchema,
        body: schemas.update,
        response: { 200: schemas.item, ...errorResponses(401, 403, 404, 409, 412, 422) },
      },
    },
    async (request, reply) => withEtag(reply, await service.rename(ctx.db, request.params.id, request.body.name, ifMatchVersion(request))),
  );

  r.delete(
    `${path}/:id`,
    {
      config: { access: { operation: access.remove } },
      schema: {
        operationId: `delete${names.one}`,
        summary: `Delete ${aOne}`,
        description: `Deleted for good; 409 while a record still uses it.`,
        tags,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await service.remove(ctx.db, request.params.id);
      return { message: `${service.label} deleted.` };
    },
  );
}
