/** A failed abci_query, as the SDK answers a gRPC error over ABCI. */
export class QueryError extends Error {
  override readonly name = 'QueryError';
  constructor(
    readonly code: number,
    readonly codespace: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) =>
  new QueryError(38, 'sdk', `rpc error: code = NotFound desc = ${what}: key not found`);

export const unknownPath = (path: string) =>
  new QueryError(6, 'sdk', `unknown query path ${path}: unknown request`);

/** gRPC InvalidArgument as the SDK answers it over ABCI: invalid request (18). */
export const invalidArgument = (why: string) =>
  new QueryError(18, 'sdk', `rpc error: code = InvalidArgument desc = ${why}: invalid request`);

/** x/distribution's ErrNoValidatorExists, as the SDK answers an unknown validator there. */
export const noValidator = (address: string) =>
  new QueryError(12, 'distribution', `${address}: validator does not exist`);

/** x/distribution's ErrNoDelegationExists. */
export const noDelegation = () => new QueryError(13, 'distribution', 'delegation does not exist');
