/**
 * `@optwallet/api-client/contract`: the wire contract, re-exported from `@optwallet/contract`.
 *
 * @deprecated The contract is its own package now: import from `@optwallet/contract` (the same
 * schemas and endpoint table, one copy). This subpath stays so existing imports keep working.
 */
// eslint-disable-next-line no-restricted-syntax -- an alias of a whole package: naming its exports again here would be a second list to keep in step with @optwallet/contract's entry.
export * from '@optwallet/contract';
