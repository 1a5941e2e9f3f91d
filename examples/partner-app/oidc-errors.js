/**
 * What OptWallet said when it refused, in one line: the RFC 6749 / RFC 6750 error code and its
 * description from openid-client's errors (a token endpoint body, or a WWW-Authenticate challenge
 * of the userinfo endpoint), else the library's own message.
 */
export function describeError(error) {
  const challenge = Array.isArray(error?.cause) ? error.cause[0]?.parameters : undefined;
  const code = error?.error ?? challenge?.error;
  const description = error?.error_description ?? challenge?.error_description;
  if (code) return description ? `${code}: ${description}` : code;
  return error?.message ?? String(error);
}
