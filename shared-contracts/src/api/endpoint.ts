import type { z } from 'zod';
import type { ErrorCode } from '../errors';
import type { FeatureFlag } from '../feature-flags';
import type { Permission } from '../permissions';
import type { UploadFileType } from '../validation/upload';

/**
 * The largest JSON body an endpoint takes unless its contract says otherwise: parsing a body holds
 * the server's event loop for as long as the body is large, and the parsing comes before the
 * access check.
 */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone (`public`), or a signed-in session holding any one of
 * `permissions` (an empty list admits every session).
 */
export type EndpointAccess = { readonly kind: 'public' } | { readonly kind: 'session'; readonly permissions: readonly Permission[] };

/**
 * A multipart file upload an endpoint takes instead of a JSON body: the form field, the file
 * types it accepts (checked by content on the server) and its size limit in bytes.
 */
export interface EndpointUpload {
  readonly field: string;
  readonly types: readonly UploadFileType[];
  readonly maxBytes: number;
}

/**
 * Which loading overlay state a call shows in the UI (docs/product.md §4), and which word its
 * success toast uses (saved, deleted, removed); `none` shows nothing.
 */
export type EndpointLoader = 'logIn' | 'save' | 'delete' | 'remove' | 'load' | 'none';

/**
 * The contract of one API endpoint: the one place its method, path, schemas and required
 * permissions are written, read by the server (routing, validation, OpenAPI, RBAC) and the
 * browser (typed fetchers).
 */
export interface EndpointContract<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly id: string;
  readonly method: HttpMethod;
  /** Path with `:name` parameters, exactly as docs/product.md §7. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: EndpointAccess;
  /** The area's feature flag: with it off for the client, the call is refused like a missing permission. */
  readonly featureFlag?: FeatureFlag;
  readonly body?: TBody;
  readonly query?: TQuery;
  readonly params?: TParams;
  /** Set when the request is a multipart file upload (then there is no JSON body). */
  readonly upload?: EndpointUpload;
  /**
   * The largest JSON body taken, where it is not the server's default (JSON_BODY_MAX_BYTES), and
   * the error code a larger body answers with 413: it is refused before a byte of it is parsed.
   */
  readonly bodyLimit?: { readonly maxBytes: number; readonly code: ErrorCode };
  /** Schema of the 200 body; undefined for binary answers (files). */
  readonly response?: TResponse;
  readonly loader: EndpointLoader;
  /**
   * The endpoint changes nothing, whatever its method (HTTP's "safe", RFC 9110 §9.2.1): the
   * server may send it on a member's behalf as a page is asked for, and write its answer into the
   * page (docs/decisions/0020, 0022). A read that writes (read-execution opens an attempt) is not.
   */
  readonly safe?: true;
}

/** Declares an endpoint contract, keeping its literal types for inference. */
export function defineEndpoint<
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TParams extends z.ZodType | undefined = undefined,
  TResponse extends z.ZodType | undefined = undefined,
>(contract: EndpointContract<TBody, TQuery, TParams, TResponse>): EndpointContract<TBody, TQuery, TParams, TResponse> {
  return contract;
}

/** Whether a value is an endpoint contract (a module's exports hold schemas and constants too). */
export const isEndpointContract = (value: unknown): value is EndpointContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

declare const contractType: unique symbol;

/** The fields of a contract the browser sends a request with: no schemas (the server validates). */
export type EndpointRouteFields = 'id' | 'method' | 'path' | 'tag' | 'featureFlag' | 'access' | 'loader' | 'upload';

/**
 * What the browser knows of an endpoint: its method, path, tag, feature flag, access, loader and upload, typed by
 * its contract (`C`, a type only), so a page that calls the API bundles no validation library
 * (docs/architecture.md §3). A full contract is a route too.
 */
export type EndpointRoute<C extends EndpointContract = EndpointContract> = Pick<C, EndpointRouteFields> & {
  /** Never set: carries the contract's type for the request and answer types. */
  readonly [contractType]?: C;
};

/** The contract of a route or of a contract. */
type ContractOf<R> = R extends EndpointContract ? R : R extends { readonly [contractType]?: infer C } ? NonNullable<C> : never;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;

/** The request body type of a contract. */
export type BodyOf<C> =
  ContractOf<C> extends EndpointContract<infer B, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined> ? Infer<B> : never;
/** The query type of a contract. */
export type QueryOf<C> =
  ContractOf<C> extends EndpointContract<z.ZodType | undefined, infer Q, z.ZodType | undefined, z.ZodType | undefined> ? Infer<Q> : never;
/** The path parameter type of a contract. */
export type ParamsOf<C> =
  ContractOf<C> extends EndpointContract<z.ZodType | undefined, z.ZodType | undefined, infer P, z.ZodType | undefined> ? Infer<P> : never;
/** The 200 response type of a contract. */
export type ResponseOf<C> =
  ContractOf<C> extends EndpointContract<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R> ? Infer<R> : never;

/** The request body a caller sends: fields with a default in the schema may be left out. */
export type BodyInputOf<C> =
  ContractOf<C> extends EndpointContract<infer B, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined> ? Input<B> : never;
