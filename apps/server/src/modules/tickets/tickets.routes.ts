import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';

export async function ticketsRoutes(_app: FastifyInstance, _ctx: AppContext) {}
