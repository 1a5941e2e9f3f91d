import { NATIVE_ADDRESS_PREFIX, isNativeChain } from '@optwallet/domain';

export type ReceiverInput =
  { kind: 'address'; address: string } | { kind: 'username'; username: string } | { kind: 'empty' };

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const NATIVE_ADDRESS = new RegExp(`^${NATIVE_ADDRESS_PREFIX}1[02-9ac-hj-np-z]{20,90}$`);

/** Whether a text is an address of the given chain (bech32 "opt1…" on the native chains, "0x…" on EVM). */
export function isAddressOf(chainId: string, text: string): boolean {
  return isNativeChain(chainId) ? NATIVE_ADDRESS.test(text) : EVM_ADDRESS.test(text);
}

/**
 * What the receiver box holds: an address of the chosen chain is used as it is; anything else that
 * looks like a handle ("@ana" or "ana") is a username to resolve to that user's address.
 */
export function readReceiver(chainId: string, raw: string): ReceiverInput {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  if (
    isAddressOf(chainId, text) ||
    EVM_ADDRESS.test(text) ||
    text.toLowerCase().startsWith(`${NATIVE_ADDRESS_PREFIX}1`)
  ) {
    return { kind: 'address', address: text };
  }
  return { kind: 'username', username: text.replace(/^@/, '') };
}
