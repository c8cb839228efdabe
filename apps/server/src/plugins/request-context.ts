import fp from 'fastify-plugin';
import { bindRequest, releaseRequest } from '../lib/request-context.js';

/**
 * Every answer carries its request id (x-request-id: the caller's, else a new UUID). The services' activity entries
 * read their actor, request id and client address from the request being served: bound after the body is read (a
 * preHandler), so the handler and all it awaits run in its context, and released once it is answered (or the client
 * went away).
 */
export const requestContext = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    bindRequest(request);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    releaseRequest(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    releaseRequest(request);
    done();
  });
});
