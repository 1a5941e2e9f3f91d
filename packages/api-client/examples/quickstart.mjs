// Log in, read the user and the wallet, and handle an error: node examples/quickstart.mjs
// API_URL defaults to the reference server of `pnpm start` (demo user seeded there).
import { ApiError, createApiClient, createMemorySessionStore } from '@optwallet/api-client';

const api = createApiClient({
  baseUrl: process.env.API_URL ?? 'http://localhost:8787/api',
  sessionStore: createMemorySessionStore(), // in a browser: createLocalStorageSessionStore()
  onLogout: (reason) => console.warn(`Session ended: ${reason}`), // navigate to /login here
});

const login = await api.auth.login({
  type: 'email',
  identifier: process.env.OPTWALLET_EMAIL ?? 'demo@optwallet.dev',
  password: process.env.OPTWALLET_PASSWORD ?? 'OptWallet#2026',
});
if (login.two_factor) {
  // Unknown device: a 6-digit code was sent. In devnet, read it from the outbox.
  const [mail] = (await api.dev.outbox(login.identifier)).data;
  await api.auth.authCodeLogin({
    identifier: login.identifier,
    authCode: mail?.code ?? '',
    remember_me: true,
  });
}

const user = await api.users.user();
console.log(`Logged in as @${user.username}`);

const [wallet] = await api.wallets.list();
if (wallet) {
  const { totalBalanceUsd, tokens } = await api.wallets.tokens(wallet.id);
  console.log(`Wallet ${wallet.id}: $${totalBalanceUsd} in ${tokens.length} tokens`);
  const page = await api.wallets.transactions(wallet.id, { page: 1, type: 'all' });
  console.log(`Transactions: page ${page.pageNumber} of ${page.totalPages}`);
}

try {
  await api.users.onboardUser({ first_name: '', last_name: '', username: 'x', country: 'ZZ' });
} catch (error) {
  if (!(error instanceof ApiError)) throw error;
  // error.status 422, error.message from the server, error.validation = { field: [messages] }
  console.log(`Refused (${error.status}): ${error.message}`, error.validation ?? '');
}
