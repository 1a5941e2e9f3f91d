import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Structured JSON logs. Bodies are never logged; these paths are redacted in case a secret
 * reaches a log call through an object anyway.
 */
export const REDACT_PATHS = [
  'password',
  'password_confirmation',
  'current_password',
  'token',
  'access_token',
  'refresh_token',
  'remember_token',
  'authCode',
  'code',
  'code_verifier',
  'mnemonic',
  'walletPasscode',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.code',
  '*.authCode',
  '*.mnemonic',
  '*.refresh_token',
  '*.access_token',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, base: { service: 'api' } },
    destination,
  );
}
