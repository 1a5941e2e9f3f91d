import { base64, hex } from '@scure/base';

/** A JSON-RPC error as CometBFT sends it. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: string,
  ) {
    super(message);
  }
}

export const internal = (data: string) => new RpcError(-32603, 'Internal error', data);
export const invalidParams = (data: string) => new RpcError(-32602, 'Invalid params', data);

export type Params = Record<string, unknown>;

/** A string parameter (the GET form quotes strings: `query="tx.height=5"`). */
export function str(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number')
    throw invalidParams(`${name} must be a string`);
  const text = String(value);
  return /^".*"$/s.test(text) ? text.slice(1, -1) : text;
}

export function int(params: Params, name: string): number | undefined {
  const text = str(params, name);
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw invalidParams(`${name} must be a non-negative integer`);
  return Number(text);
}

/** Bytes: base64 in a JSON-RPC body, `0x`-hex in the GET form (plain hex where base64 cannot be). */
export function bytes(params: Params, name: string, preferHex = false): Uint8Array {
  const text = str(params, name) ?? '';
  try {
    if (/^0x/i.test(text)) return hex.decode(text.slice(2).toLowerCase());
    if (preferHex && /^[0-9a-f]*$/i.test(text) && text.length % 2 === 0)
      return hex.decode(text.toLowerCase());
    return base64.decode(text);
  } catch {
    throw invalidParams(`${name} is not valid ${preferHex ? 'hex' : 'base64'}`);
  }
}

/** A transaction hash given as base64 (cosmjs), hex or 0x-hex: upper-case hex. */
export function txHash(params: Params, name: string): string {
  const text = str(params, name) ?? '';
  if (/^(0x)?[0-9a-f]{64}$/i.test(text)) return text.replace(/^0x/i, '').toUpperCase();
  return hex.encode(bytes(params, name)).toUpperCase();
}
