// What any Cosmos tool can do with an OptWallet user's recovery phrase, with cosmjs alone (no
// project code): read the account's OPT from the node's CometBFT RPC, send OPT signed with the
// account's own key (SIGN_MODE_DIRECT, coin type 118), and read the balance again.
//
//   PHRASE='24 words' TO=opt1… AMOUNT=25000000 node scripts/cosmjs-send.mjs
//
// OPT_RPC_URL (default http://127.0.0.1:26657), MEMO. Prints one JSON line: the address, the
// balances before and after (uopt), the transaction's hash and code. The phrase is read from the
// environment, never from the command line (other users of the machine can read that).
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing';
import { SigningStargateClient } from '@cosmjs/stargate';

const rpc = process.env.OPT_RPC_URL || 'http://127.0.0.1:26657';
const { PHRASE: phrase, TO: to, AMOUNT: amount, MEMO: memo = '' } = process.env;
if (!phrase || !to || !/^\d+$/.test(amount ?? '')) {
  console.error('usage: PHRASE=… TO=opt1… AMOUNT=<uopt> node cosmjs-send.mjs');
  process.exit(2);
}

// The devnet's chain entry (README, Keplr): prefix opt, denom uopt, minimum gas price 0.025uopt.
const wallet = await DirectSecp256k1HdWallet.fromMnemonic(phrase, { prefix: 'opt' });
const [account] = await wallet.getAccounts();
const client = await SigningStargateClient.connectWithSigner(rpc, wallet, {
  broadcastPollIntervalMs: 200,
});
const before = await client.getBalance(account.address, 'uopt');
const fee = { amount: [{ denom: 'uopt', amount: '5000' }], gas: '200000' };
const result = await client.sendTokens(account.address, to, [{ denom: 'uopt', amount }], fee, memo);
const after = await client.getBalance(account.address, 'uopt');
const chainId = await client.getChainId();
client.disconnect();
console.log(
  JSON.stringify({
    chainId,
    address: account.address,
    before: before.amount,
    after: after.amount,
    transactionHash: result.transactionHash,
    code: result.code,
    height: result.height,
  }),
);
process.exit(result.code === 0 ? 0 : 1);
