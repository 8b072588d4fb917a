import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { validationErrorOfIssue, type ErrorBody, type ErrorCode } from '@compliance/shared-contracts';
import { isDatabaseUnavailable } from '../db';
import { ApiError } from '../errors';
import { isSpaPage, sendShellPage } from '../modules/frontend/routes';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'Schema.Invalid',
  401: 'Auth.Unauthenticated',
  403: 'Auth.Forbidden',
  404: 'Dashboard.NotFound',
  413: 'File.TooLarge',
  415: 'Schema.Invalid',
  429: 'Auth.TooManyRequests',
};

/**
 * One error handler for the whole API: every failure answers the error body of docs/architecture.md §4;
 * internals never leave the server (a 500 carries only the request id the log is keyed by).
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      const fields = error.fields ? { fields: error.fields } : {};
      // Unavailable for now: a client (or a load balancer) may ask again shortly.
      if (error.statusCode === 503) reply.header('retry-after', '5');
      return reply.code(error.statusCode).send({ error: { code: error.code, ...fields } } satisfies ErrorBody);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => {
        const refused = validationErrorOfIssue({ ...issue.params, code: issue.keyword, message: issue.message });
        return {
          path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
          message: issue.message ?? 'invalid',
          key: refused.key,
          ...(refused.params ? { params: refused.params } : {}),
        };
      });
      return reply.code(400).send({ error: { code: 'Schema.Invalid', fields } } satisfies ErrorBody);
    }
    const status = typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 500;
    // A body over the route's limit answers the code its contract names for that.
    const known = (status === 413 ? request.routeOptions.config.bodyTooLargeCode : undefined) ?? CODE_BY_STATUS[status];
    if (status >= 400 && status < 500 && known) {
      return reply.code(status).send({ error: { code: known } } satisfies ErrorBody);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: { code: 'Dashboard.Unavailable' } } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: { code: 'Dashboard.Exception', requestId: request.id } } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    // Client-side routes of the shell get its page; everything else the error body.
    if (app.shellPage && isSpaPage(request.method, request.url)) return sendShellPage(app, request, reply);
    return reply.code(404).send({ error: { code: 'Dashboard.NotFound' } } satisfies ErrorBody);
  });
});
