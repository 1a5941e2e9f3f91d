/** An SDK message as a protobuf Any (an allowance, an authorization), as cosmjs carries it. */
export function anyOf<T>(
  type: { typeUrl: string; encode(message: T): { finish(): Uint8Array } },
  message: T,
) {
  return { typeUrl: type.typeUrl, value: type.encode(message).finish() };
}

/** A MsgGrantAllowance of an allowance (an Any), as cosmjs's default registry signs it. */
export const grantAllowance = (
  granter: string,
  grantee: string,
  allowance: { typeUrl: string; value: Uint8Array },
) => ({
  typeUrl: '/cosmos.feegrant.v1beta1.MsgGrantAllowance',
  value: { granter, grantee, allowance },
});
