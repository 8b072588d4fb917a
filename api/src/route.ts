import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  hasAnyPermission,
  type BodyOf,
  type EndpointContract,
  type FeatureFlags,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@compliance/shared-contracts';
import { featureDisabled, forbidden, unauthenticated } from './errors';
import { clientFeatureFlags } from './lib/feature-flags';

/** The request a contract's handler sees: body, query and params typed by the contract. */
export type ContractRequest<C> = Omit<FastifyRequest, 'body' | 'query' | 'params'> & {
  body: BodyOf<C>;
  query: QueryOf<C>;
  params: ParamsOf<C>;
};

/** A contract's handler: its answer, or a promise of it (an answer read from memory needs no promise's turn). */
export type ContractHandler<C> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => ResponseOf<C> | FastifyReply | Promise<ResponseOf<C> | FastifyReply>;

/**
 * Enforces an access rule: 401 without a session or 403 without any of the permissions (thrown),
 * 403 with the area's feature flag off for the client (thrown while this instance caches the
 * client's flags, else a promise that rejects). Contract routes run it before validation; a
 * route outside /api that serves a signed-in member (course content) runs it itself.
 */
export function assertAccess(request: FastifyRequest, rule: Pick<EndpointContract, 'access' | 'featureFlag'>): Promise<void> | undefined {
  if (rule.access.kind === 'public') return undefined;
  if (!request.session) throw unauthenticated();
  if (!hasAnyPermission(request.session.permissions, rule.access.permissions)) throw forbidden();
  // An area the licensee switched off for the client is closed, whatever the role allows.
  const { featureFlag } = rule;
  if (!featureFlag) return undefined;
  const assertOn = (flags: FeatureFlags): void => {
    if (!flags[featureFlag]) throw featureDisabled();
  };
  const flags = clientFeatureFlags(request.server.db, request.session);
  if (flags instanceof Promise) return flags.then(assertOn);
  assertOn(flags);
  return undefined;
}

/** The answer of a write that has nothing more to say. */
export const SUCCESS = { success: true } as const;

/**
 * Registers the route of one endpoint contract: its schemas validate the request and the
 * answer (and feed OpenAPI), and its access rule is enforced before the handler runs:
 * 401 without a session, 403 without any of the permissions the contract names or with the
 * contract's feature flag off for the client.
 */
export function registerEndpoint<C extends EndpointContract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options: Pick<RouteShorthandOptions, 'config'> = {},
): void {
  const { bodyLimit } = contract;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    ...(bodyLimit ? { bodyLimit: bodyLimit.maxBytes } : {}),
    config: { ...options.config, ...(bodyLimit ? { bodyTooLargeCode: bodyLimit.code } : {}) },
    schema: {
      summary: contract.summary,
      tags: [contract.tag],
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.response ? { response: { 200: contract.response } } : {}),
    },
    // Before validation: a caller without the permission learns nothing, not even the schema.
    // A callback hook: only a feature flag makes it wait; an async hook costs every request a promise's turn.
    preValidation: (request, _reply, done) => {
      let waiting: Promise<void> | undefined;
      try {
        waiting = assertAccess(request, contract);
      } catch (error) {
        return done(error as Error);
      }
      if (!waiting) return done();
      waiting.then(() => done(), done);
    },
    handler: (request, reply) => handler(request as unknown as ContractRequest<C>, reply),
  });
}
