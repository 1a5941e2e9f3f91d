import { StargateClient, SigningStargateClient, GasPrice } from '@cosmjs/stargate';
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing';
import { startOptchainNode } from './src/start';

const node = await startOptchainNode({
  chainId: 'optchain-1',
  rpcPort: 0,
  restPort: 0,
  blockTimeMs: 200,
});
console.log(node.rpcUrl, node.restUrl);
try {
  const client = await StargateClient.connect(node.rpcUrl);
  console.log('chain', await client.getChainId(), 'height', await client.getHeight());
  const wallet = await DirectSecp256k1HdWallet.generate(12, { prefix: 'opt' });
  const [acc] = await wallet.getAccounts();
  const f = await fetch(`${node.restUrl}/devnet/faucet`, {
    method: 'POST',
    body: JSON.stringify({ address: acc!.address }),
    headers: { 'content-type': 'application/json' },
  });
  console.log('faucet', f.status, await f.text());
  console.log('balances', await client.getAllBalances(acc!.address));
  const signing = await SigningStargateClient.connectWithSigner(node.rpcUrl, wallet, {
    gasPrice: GasPrice.fromString('0.025uopt'),
    broadcastPollIntervalMs: 100,
  });
  const r = await signing.sendTokens(
    acc!.address,
    (await (await DirectSecp256k1HdWallet.generate(12, { prefix: 'opt' })).getAccounts())[0]!
      .address,
    [{ denom: 'uopt', amount: '1000' }],
    'auto',
    'hi',
  );
  console.log('send', r.code, r.height, r.transactionHash, r.gasUsed, r.gasWanted);
  console.log('balances', await client.getAllBalances(acc!.address));
  console.log('tx', (await client.getTx(r.transactionHash))?.code);
  console.log('search', (await client.searchTx(`transfer.recipient='${acc!.address}'`)).length);
  console.log('block', (await client.getBlock()).header.height);
} catch (e) {
  console.error('ERR', e);
}
await node.stop();
