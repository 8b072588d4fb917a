import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  hasAnyPermission,
  type BodyOf,
  type EndpointContract,
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

/** A contract's handler: a promise of its answer (or of the reply it sent itself). */
export type ContractHandler<C> = (request: ContractRequest<C>, reply: FastifyReply) => Promise<ResponseOf<C> | FastifyReply>;

/**
 * Enforces an access rule: 401 without a session, 403 without any of the permissions, 403 with
 * the area's feature flag off for the client. Contract routes run it before validation; a route
 * outside /api that serves a signed-in member (course content) runs it itself.
 */
export async function assertAccess(request: FastifyRequest, rule: Pick<EndpointContract, 'access' | 'featureFlag'>): Promise<void> {
  if (rule.access.kind === 'public') return;
  if (!request.session) throw unauthenticated();
  if (!hasAnyPermission(request.session.permissions, rule.access.permissions)) throw forbidden();
  // An area the licensee switched off for the client is closed, whatever the role allows.
  const { featureFlag } = rule;
  if (!featureFlag) return;
  // Flags are a client's: the back office's staff have no client whose area could be open.
  if (request.session.kind === 'licensee') throw forbidden();
  if (!(await clientFeatureFlags(request.server.db, request.session))[featureFlag]) throw featureDisabled();
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
    // Before validation: a caller without the permission learns nothing, not even the schema. A
    // public endpoint has nothing to check, and no hook to wait for.
    ...(contract.access.kind === 'public' ? {} : { preValidation: (request: FastifyRequest) => assertAccess(request, contract) }),
    handler: (request, reply) => handler(request as unknown as ContractRequest<C>, reply),
  });
}
