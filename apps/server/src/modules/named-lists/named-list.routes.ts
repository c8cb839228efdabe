import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { IdParamsSchema, MessageSchema, type OperationName } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import type { NamedListRepository } from './named-list.repository.js';

type Ops = OperationName | OperationName[];
type NameBody = z.ZodType<{ name: string }>;

export type NamedListResource = {
  /** e.g. '/cities' */
  path: string;
  /** e.g. 'City': used in 404 and delete messages. */
  label: string;
  tags: string[];
  repo: NamedListRepository;
  access: { list: Ops; get: Ops; add: Ops; update: Ops; remove: Ops; all?: Ops };
  schemas: { item: z.ZodType; list: z.ZodType; query: z.ZodType; create: NameBody; update: NameBody; options?: z.ZodType };
};

/** GET list, GET /all (when given), GET/PUT/DELETE by id and POST, for one "list of names" resource. */
export function registerNamedList(app: FastifyInstance, ctx: AppContext, res: NamedListResource) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { path, label, tags, repo, access, schemas } = res;
  const missing = () => Promise.reject(notFound(label));

  r.get(
    path,
    {
      config: { access: { operation: access.list } },
      schema: { tags, querystring: schemas.query, response: { 200: schemas.list, ...errorResponses(401, 403, 422) } },
    },
    (request) => repo.list(ctx.db, request.query as never),
  );

  if (access.all && schemas.options) {
    r.get(
      `${path}/all`,
      {
        config: { access: { operation: access.all } },
        schema: { tags, response: { 200: schemas.options, ...errorResponses(401, 403) } },
      },
      () => repo.options(ctx.db),
    );
  }

  r.get(
    `${path}/:id`,
    {
      config: { access: { operation: access.get } },
      schema: { tags, params: IdParamsSchema, response: { 200: schemas.item, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => (await repo.find(ctx.db, request.params.id)) ?? missing(),
  );

  r.post(
    path,
    {
      config: { access: { operation: access.add } },
      schema: { tags, body: schemas.create, response: { 201: schemas.item, ...errorResponses(401, 403, 409, 422) } },
    },
    async (request, reply) => reply.status(201).send(await repo.insert(ctx.db, request.body.name)),
  );

  r.put(
    `${path}/:id`,
    {
      config: { access: { operation: access.update } },
      schema: { tags, params: IdParamsSchema, body: schemas.update, response: { 200: schemas.item, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => (await repo.update(ctx.db, request.params.id, request.body.name)) ?? missing(),
  );

  r.delete(
    `${path}/:id`,
    {
      config: { access: { operation: access.remove } },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    },
    async (request) => {
      if (!(await repo.remove(ctx.db, request.params.id))) throw notFound(label);
      return { message: `${label} deleted.` };
    },
  );
}
