import { encodePubkey } from '@cosmjs/proto-signing';

/**
 * A MsgCreateValidator as cosmjs sends it: `moniker`, the devnet's 7 % commission, a
 * self-delegation of `amount` uopt and a consensus key of 32 `keyByte`s.
 */
export function createValidatorMsg(input: {
  moniker: string;
  operator: string;
  amount: bigint;
  keyByte: number;
  details?: string;
}) {
  return {
    typeUrl: '/cosmos.staking.v1beta1.MsgCreateValidator',
    value: {
      description: {
        moniker: input.moniker,
        identity: '',
        website: '',
        securityContact: '',
        details: input.details ?? '',
      },
      commission: {
        rate: '70000000000000000',
        maxRate: '200000000000000000',
        maxChangeRate: '10000000000000000',
      },
      minSelfDelegation: '1',
      delegatorAddress: '',
      validatorAddress: input.operator,
      pubkey: encodePubkey({
        type: 'tendermint/PubKeyEd25519',
        value: Buffer.alloc(32, input.keyByte).toString('base64'),
      }),
      value: { denom: 'uopt', amount: String(input.amount) },
    },
  };
}
