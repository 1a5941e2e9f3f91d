/**
 * `@optwallet/contract/wire`: the contract without zod, for a client's first load. The route
 * table (generated from the endpoint table), path templates, the Idempotency-Key header and the
 * transfer request builders; the schemas stay in the main entry, loaded when something parses.
 */
export { IDEMPOTENCY_KEY_HEADER, buildPath } from './paths';
export { routes } from './routes.generated';
export type { WireRoute } from './routes.generated';
export {
  IncompleteTransferDraftError,
  buildTransferPreviewRequest,
  buildTransferRequest,
} from './transfer-requests';
