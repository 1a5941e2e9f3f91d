import { zodToOpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import * as contract from '@optwallet/contract';
import type { EndpointArea, EndpointDefinition } from '@optwallet/contract';
import { APP_VERSION, APP_VERSION_HEADER } from '@optwallet/domain';
import * as z from 'zod';

/**
 * The OpenAPI document's parts that the contract does not say by itself: schema names, the
 * statuses each operation answers, tags and header parameters. Routes stay one `mount()` each.
 */

/** The document's root (everything but paths and components, which the routes generate). */
export const DOCUMENT_CONFIG = {
  openapi: '3.1.0',
  info: {
    title: 'OptWallet API',
    version: APP_VERSION,
    description: [
      'Every path lives under /api. Send a bearer token (except the calls marked as needing none)',
      `and the ${APP_VERSION_HEADER} header. Amounts are decimal strings in display units ("12.5").`,
      'Errors answer `{ message, error?, errors? }`; a validation failure is a 422 whose `errors`',
      'maps each field to sentences you can show.',
    ].join(' '),
  },
  servers: [{ url: '/api' }],
  tags: [
    {
      name: 'auth',
      'x-displayName': 'Sign-in',
      description: 'Sign-up, sign-in (password, 2-step code, magic link), resets, refresh.',
    },
    {
      name: 'users',
      'x-displayName': 'Users',
      description: 'The signed-in user: profile, onboarding, photo, phone; countries.',
    },
    {
      name: 'social',
      'x-displayName': 'Social',
      description: 'Following, blocking, network tabs, contact search and invites.',
    },
    {
      name: 'notifications',
      'x-displayName': 'Notifications',
      description: 'The notification list, and the live-updates stream (server-sent events).',
    },
    {
      name: 'oauth',
      'x-displayName': 'OAuth',
      description: 'Partner apps: consent, the code exchange (PKCE), connected apps.',
    },
    {
      name: 'wallets',
      'x-displayName': 'Wallets',
      description: 'Custody (recovery phrase, wallet key), balances, transactions.',
    },
    {
      name: 'transfers',
      'x-displayName': 'Transfers',
      description: 'Preview and submit sends, stakes, unstakes, moves and claims.',
    },
    { name: 'staking', 'x-displayName': 'Staking', description: 'Validators, and creating one.' },
    {
      name: 'dev',
      'x-displayName': 'Health and devnet',
      description: 'Health; devnet helpers (outbox, chain clock, faucet), not in production.',
    },
  ] satisfies { name: EndpointArea; 'x-displayName': string; description: string }[],
};

export const BEARER_SECURITY = [{ bearerAuth: [] }];

const TEXT: Record<number, string> = {
  400: 'The body is not valid JSON.',
  401: 'No valid access token (message "Unauthenticated").',
  403: 'The token may not call this: a partner token outside its granted scopes.',
  404: 'Not found (or not yours).',
  409: 'Conflicts with what exists; `errors` names the field.',
  413: 'The body is over 64 KB (6 MB for a profile photo).',
  415: 'The body is not sent as application/json.',
  422: 'Validation failed: `errors` maps each field to sentences that can be shown as they are.',
  429: 'Too many attempts: wait the seconds that `Retry-After` gives.',
  500: 'Something went wrong on the server ("Something went wrong. Please try again later.").',
};

/** The code this call promises could not be sent (mail server or SMS provider down). */
const NOT_SENT =
  'The code could not be sent (mail server or SMS provider failing); nothing else changed ("We couldn\'t process this time. Please try again later.").';

/**
 * Statuses an operation answers beyond those its shape implies (see `operationStatuses`), read
 * from its route and services; a text replaces the generic one where the reason is specific.
 * The API suite checks that every status it sees an operation answer is in the document.
 */
const ANSWERS: Record<string, Record<number, string | null>> = {
  register: { 429: null },
  login: { 429: null, 503: NOT_SENT },
  authCodeLogin: { 401: 'Wrong or expired code (error "Invalid Auth Code").', 429: null },
  resendMagicLink: { 429: null },
  forgotPassword: { 429: null },
  validateResetPasswordOtp: {
    401: 'Wrong or expired code (error "Invalid Auth Code").',
    429: null,
  },
  setupPassword: { 409: 'A password is already set.' },
  refreshToken: { 401: 'The refresh token is invalid, expired or already used.' },
  initiatePasswordChange: { 429: null, 503: NOT_SENT },
  changePassword: { 429: null },
  passkeyLoginOptions: { 429: null },
  passkeyLogin: {
    401: 'The passkey, its challenge (single use, 5 minutes) or its signature was not recognised (error "Invalid passkey").',
    429: null,
  },
  continueSession: {
    401: 'No session hint, or the wallet session it names has ended or been idle too long.',
    403: 'Not sent from the consent app’s origin (CONSENT_URL).',
  },
  passkeyRegistrationOptions: { 429: null },
  addPasskey: {
    409: 'The passkey is already added, or the account has 20.',
  },
  renamePasskey: { 404: 'No such passkey of yours.' },
  deletePasskey: {
    404: 'No such passkey of yours.',
    409: 'It is the last way to sign in (no password, no other passkey).',
  },
  endSession: { 404: 'No such live session of yours.' },
  onboardUser: {
    409: 'The username (or email) is taken.',
    503: "The profile was saved but the email's code could not be sent; the same call again (or emailSendCode) sends it.",
  },
  adminSessionCode: {
    403: 'No staff role (Admin, Compliance Officer, Customer Support, Operations Staff), or a partner token.',
  },
  ownProfile: { 404: 'The account no longer exists.' },
  profile: { 404: 'No such user, or they blocked you.' },
  phoneSendCode: { 409: 'The number belongs to another account.', 429: null, 503: NOT_SENT },
  phoneVerify: { 409: 'The number belongs to another account.', 429: null },
  emailSendCode: { 409: 'The email belongs to another account.', 429: null, 503: NOT_SENT },
  emailVerify: { 409: 'The email belongs to another account.', 429: null },
  follow: { 404: 'No such user.' },
  unfollow: { 404: 'No such user.' },
  block: { 404: 'No such user.' },
  unblock: { 404: 'No such user.' },
  emailInvite: { 404: 'The account no longer exists.', 429: null },
  recents: { 404: 'No such wallet of yours.' },
  tokensByUlid: { 404: 'No such user.' },
  paymentsBetween: { 404: 'No such user.' },
  requestPayment: {
    403: 'One of you blocked the other.',
    404: 'No such user.',
    409: 'Ten open requests to this person already, or you have no wallet to be paid into.',
    429: 'Twenty requests to the same person an hour at most.',
  },
  paymentRequests: {},
  payPaymentRequest: {
    400: 'Wrong wallet passcode (`errors.walletPasscode`), or the body is not valid JSON.',
    404: 'No such request made to you.',
    409: 'The request is declined, cancelled or expired; it was already paid (by another submission than this `Idempotency-Key`); or a wallet is missing.',
    422: '`Idempotency-Key` is empty or longer than 200 characters.',
    429: 'The wallet is locked after 5 wrong passcodes.',
    503: "The EVM node refused the transaction's nonce at each of 5 signings; nothing was sent.",
  },
  declinePaymentRequest: {
    404: 'No such request made to you.',
    409: 'The request is not open (paid, declined, cancelled or expired).',
  },
  cancelPaymentRequest: {
    404: 'No such request of yours.',
    409: 'The request is not open (paid, declined, cancelled or expired).',
  },
  markNotificationRead: { 404: 'No such notification of yours.' },
  events: { 503: 'Live updates are not served by this server: poll instead.' },
  devAdvance: {
    504: 'A devnet chain node did not answer in time (it may still be making the blocks); try again in a moment.',
  },
  oauthAuthorizeInfo: { 404: 'The account no longer exists.' },
  revokeOAuthGrant: { 404: 'This app is not connected to your account.' },
  checkWalletKey: {
    429: 'More than 10 wallet keys compared with the account password in 15 minutes.',
  },
  createWallet: {
    409: 'You have a wallet already, or the phrase belongs to one.',
    429: 'More than 10 wallet keys compared with the account password in 15 minutes.',
  },
  verifyKey: {
    404: 'No such wallet of yours.',
    429: 'The wallet is locked after 5 wrong passcodes, or too many phrase checks.',
  },
  resetPasscode: {
    404: 'No such wallet of yours.',
    429: 'The wallet is locked after 5 wrong passcodes, or too many phrase checks or new keys compared with the account password.',
  },
  walletTokens: { 404: 'No such wallet of yours.' },
  syncWallet: { 404: 'No such wallet of yours.', 429: 'More than 6 syncs in a minute.' },
  walletTransactions: { 404: 'No such wallet of yours.' },
  walletTransactionsCsv: { 404: 'No such wallet of yours.' },
  tokenDetail: { 404: 'No such wallet of yours, or no such token on that chain.' },
  transferPreview: { 404: 'No such wallet of yours.' },
  recipientCheck: { 404: 'No such wallet of yours.' },
  transfer: {
    400: 'Wrong wallet passcode (`errors.walletPasscode`), or the body is not valid JSON.',
    404: 'No such wallet of yours.',
    429: 'The wallet is locked after 5 wrong passcodes.',
    503: "The EVM node refused the transaction's nonce at each of 5 signings, or the OPT chain's node did not answer; nothing was sent (\"We couldn't process this time. Please try again later.\").",
  },
  createValidator: {
    400: 'Wrong wallet passcode (`errors.walletPasscode`), or the body is not valid JSON.',
    404: 'No such wallet of yours.',
    409: 'The moniker is taken, or this wallet runs a validator already.',
    429: 'The wallet is locked after 5 wrong passcodes.',
  },
  autoCompound: { 404: 'No such wallet of yours.' },
  autoCompoundOn: {
    400: 'Wrong wallet passcode (`errors.walletPasscode`), or the body is not valid JSON.',
    404: 'No such wallet of yours.',
    429: 'The wallet is locked after 5 wrong passcodes.',
    503: "The OPT chain's node did not answer; nothing was granted.",
  },
  chainGrants: { 404: 'No such wallet of yours.', 503: "The OPT chain's node did not answer." },
  revokeChainGrant: {
    400: 'Wrong wallet passcode (`errors.walletPasscode`), or the body is not valid JSON.',
    404: 'No such wallet of yours, or the node holds no such grant of the wallet.',
    429: 'The wallet is locked after 5 wrong passcodes.',
    503: "The OPT chain's node did not answer; nothing was revoked.",
  },
  recurringSends: { 404: 'No such wallet of yours.' },
  createRecurringSend: {
    400: 'Wrong wallet passcode (`errors.walletPasscode`), or the body is not valid JSON.',
    404: 'No such wallet of yours.',
    429: 'The wallet is locked after 5 wrong passcodes.',
    503: "The OPT chain's node did not answer; nothing was granted.",
  },
  cancelRecurringSend: {
    400: 'Wrong wallet passcode (`errors.walletPasscode`), or the body is not valid JSON.',
    404: 'No such wallet of yours, or no such recurring send of the wallet.',
    429: 'The wallet is locked after 5 wrong passcodes.',
    503: "The OPT chain's node did not answer; nothing was revoked.",
  },
  tokenApprovals: { 404: 'No such wallet of yours.', 503: 'The EVM node did not answer.' },
  revokeTokenApproval: {
    400: 'Wrong wallet passcode (`errors.walletPasscode`), or the body is not valid JSON.',
    404: 'No such wallet of yours, or no such approval of the wallet.',
    429: 'The wallet is locked after 5 wrong passcodes.',
    503: "The EVM node did not answer or refused the transaction's nonce at each of 5 signings; nothing was revoked.",
  },
  autoCompoundOff: {
    400: 'Wrong wallet passcode (`errors.walletPasscode`), or the body is not valid JSON.',
    404: 'No such wallet of yours.',
    429: 'The wallet is locked after 5 wrong passcodes.',
    503: "The OPT chain's node did not answer; nothing was revoked.",
  },
};

/** Every status `name` answers: from its shape (auth, body, parameters) and the table above. */
function operationStatuses(name: string, endpoint: EndpointDefinition) {
  const statuses: Record<number, string> = { 500: TEXT[500] ?? '' };
  const add = (status: number, text: string | null = null) => {
    statuses[status] = text ?? TEXT[status] ?? 'Error';
  };
  if (endpoint.auth === 'bearer') [401, 403].forEach((s) => add(s));
  if (endpoint.params || endpoint.query || endpoint.body) add(422);
  if (endpoint.body) [400, 413, 415].forEach((s) => add(s));
  for (const [status, text] of Object.entries(ANSWERS[name] ?? {})) add(Number(status), text);
  return statuses;
}

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer' },
  },
} as const;

/** The error answers of an operation, each with the contract's error body. */
export function errorResponses(name: string, endpoint: EndpointDefinition) {
  return Object.fromEntries(
    Object.entries(operationStatuses(name, endpoint)).map(([status, description]) => [
      status,
      {
        description,
        content: { 'application/json': { schema: contract.errorResponseSchema } },
        ...(status === '429' ? { headers: RETRY_AFTER } : {}),
      },
    ]),
  );
}

/** Headers beyond the bearer and the app version that an endpoint reads. */
const HEADER_PARAMETERS: Record<string, object> = {
  [contract.IDEMPOTENCY_KEY_HEADER]: {
    description:
      'Optional, 1 to 200 characters. A retry with the same key (per wallet) answers the first transfer instead of making a second one.',
    schema: { type: 'string', minLength: 1, maxLength: 200 },
  },
  'Last-Event-ID': {
    description:
      'Optional: the id of the last event this tab received. The stream first sends what came after it (or a `reset` event when the log no longer holds all of it), then goes live.',
    schema: { type: 'string', pattern: '^[0-9]{1,18}$' },
  },
};

export function headerParameters(endpoint: EndpointDefinition) {
  return (endpoint.headers ?? []).map((name) => {
    const parameter = HEADER_PARAMETERS[name];
    if (!parameter) throw new Error(`Document the ${name} header in lib/openapi.ts`);
    return { name, in: 'header' as const, required: false, ...parameter };
  });
}

/**
 * Strings, numbers and literals stay inline: a named `DecimalString` adds nothing to a generated
 * type, and the generator writes a nullable reference to one as `allOf` that refuses null.
 */
const SCALARS = new Set(['string', 'number', 'int', 'bigint', 'boolean', 'literal', 'date']);

/**
 * Names every exported request, response and building-block schema of the contract after its
 * export (`userSchema` -> `User`), so the document has `components.schemas` and generated
 * clients get named types. Parameter objects stay unnamed: their fields are listed one by one.
 * The names go into the generator's own registry, on the contract's schema objects themselves
 * (`.openapi(name)` would make copies the routes do not use), and nothing changes in the
 * published contract.
 */
export function nameContractSchemas(): void {
  const names = new Map<z.ZodType, string>();
  for (const [exported, value] of Object.entries(contract)) {
    if (!(value instanceof z.ZodType) || !exported.endsWith('Schema')) continue;
    if (/(Params|Query)Schema$/.test(exported) || SCALARS.has(value._zod.def.type)) continue;
    const name = (exported.charAt(0).toUpperCase() + exported.slice(1, -'Schema'.length)).replace(
      /^Oauth/,
      'OAuth',
    );
    // Should one schema be exported under two names, the shorter name is the general one.
    const known = names.get(value);
    if (!known || name.length < known.length || (name.length === known.length && name < known)) {
      names.set(value, name);
    }
  }
  for (const [schema, refId] of names) {
    const known = zodToOpenAPIRegistry.get(schema) as { _internal?: object } | undefined;
    zodToOpenAPIRegistry.add(schema, { ...known, _internal: { ...known?._internal, refId } });
  }
}
