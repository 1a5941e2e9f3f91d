import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { newToken } from '../lib/crypto';
import { HttpError } from '../lib/errors';
import { registerClient } from '../modules/oauth/service';

/**
 * Registers a partner app as an OAuth client in the database the server uses (same DATA_DIR or
 * DATABASE_URL). With the embedded database, stop the server first: PGlite has one writer.
 *
 *   pnpm --filter @optwallet/api oauth:register --id my-app --name "My App" \
 *     --redirect-uri http://localhost:3000/callback --scopes "openid profile:basic email"
 *
 * Without --confidential the client is public (a browser or mobile app: PKCE, no secret). With
 * it, a secret is generated, printed once, and stored as its SHA-256 only: the partner's server
 * sends it (client_secret_basic or client_secret_post). Registering an id again replaces its
 * settings, its type and its secret.
 */
const USAGE =
  'usage: --id <client_id> --name <name> --redirect-uri <url> [--redirect-uri <url>…] --scopes "<scope> <scope>" [--website <url>] [--logo-url <url>] [--confidential]';

async function main() {
  const { values } = parseArgs({
    options: {
      id: { type: 'string' },
      name: { type: 'string' },
      'redirect-uri': { type: 'string', multiple: true },
      scopes: { type: 'string' },
      website: { type: 'string' },
      'logo-url': { type: 'string' },
      confidential: { type: 'boolean', default: false },
    },
  });
  if (!values.id || !values.name || !values['redirect-uri'] || !values.scopes) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  const secret = values.confidential ? newToken() : undefined;
  try {
    await registerClient(
      database.db,
      {
        id: values.id,
        name: values.name,
        redirectUris: values['redirect-uri'],
        scopes: values.scopes.split(/[\s,]+/).filter(Boolean),
        website: values.website,
        logoUrl: values['logo-url'],
        secret,
      },
      new Date(),
    );
    console.log(
      `${secret ? 'confidential' : 'public'} client ${values.id} registered (redirect URIs: ${values['redirect-uri'].join(', ')})`,
    );
    if (secret) console.log(`client_secret (shown once, store it now): ${secret}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof HttpError)
    console.error(`${error.message} ${JSON.stringify(error.extra.errors ?? {})}`);
  else console.error(error);
  process.exit(1);
});
