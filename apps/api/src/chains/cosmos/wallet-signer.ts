import type { EncodeObject } from '@cosmjs/proto-signing';
import { SigningStargateClient } from '@cosmjs/stargate';
import { HttpError } from '../../lib/errors';
import { accountOn, feeForGas } from './messages';
import { type CosmosNode, isUnreachable } from './node-client';
import { phraseKey } from './phrase-key';
import { refusalError } from './refusals';
import { inSignerTurn } from './signer-turns';

/**
 * The wallet's own x/authz messages (auto-compound's grants, a revoke from the Permissions page),
 * signed with its key at the node's sequence in its signer turn and paid by the wallet, outside
 * the product's record of signed sends (cosmos-sends.ts): the wallet's next send then meets the
 * node's 32 once and signs again at the node's sequence, as after a send signed elsewhere.
 */

/** A node that does not answer is a 503: nothing was signed or sent. */
export async function reachable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUnreachable(error)) throw new HttpError(503, 'The chain did not answer. Try again.');
    throw error;
  }
}

/** Signs and broadcasts the wallet's messages in its signer turn; answers the block's height. */
export async function signAsWallet(
  node: CosmosNode,
  wallet: { mnemonic: string; stored: string },
  messages: EncodeObject[],
  gas: number,
): Promise<number> {
  const { config } = node;
  const key = await phraseKey(wallet.mnemonic, config.bech32Prefix);
  if (key.address !== accountOn(config, wallet.stored)) {
    throw new Error('The wallet phrase does not derive its stored OPT address');
  }
  const fee = feeForGas(config, gas);
  if ((await reachable(() => node.balance(key.address))) < fee) {
    throw refusalError({ code: 5, codespace: 'sdk', log: '' });
  }
  const client = SigningStargateClient.createWithSigner(node.comet, key.wallet, {
    broadcastPollIntervalMs: 100,
  });
  const result = await inSignerTurn(config.chainId, wallet.stored, () =>
    reachable(() =>
      client.signAndBroadcast(
        key.address,
        messages,
        { amount: [{ denom: config.denom, amount: fee.toString() }], gas: String(gas) },
        '',
      ),
    ),
  );
  if (result.code !== 0) {
    throw refusalError({ code: result.code, codespace: '', log: result.rawLog ?? '' });
  }
  return result.height;
}
