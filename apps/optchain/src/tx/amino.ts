import { makeSignDoc, serializeSignDoc, type AminoMsg, type StdFee } from '@cosmjs/amino';
import { Registry } from '@cosmjs/proto-signing';
import {
  AminoTypes,
  createBankAminoConverters,
  createDistributionAminoConverters,
  createStakingAminoConverters,
  defaultRegistryTypes,
} from '@cosmjs/stargate';
import type { DecodedTx } from './decode';
import { sdkError } from './tx-error';

/**
 * SIGN_MODE_LEGACY_AMINO_JSON (what Ledger devices sign, through Keplr or cosmjs' amino signers):
 * the signature covers a sorted JSON document of the messages in their amino form
 * (`cosmos-sdk/MsgSend`, …), built here with cosmjs' own converters, so the bytes are exactly the
 * ones an amino signer signed.
 */
const registry = new Registry(defaultRegistryTypes);
const aminoTypes = new AminoTypes({
  ...createBankAminoConverters(),
  ...createStakingAminoConverters(),
  ...createDistributionAminoConverters(),
});

/** The body's protobuf messages in their amino JSON form. */
function aminoMsgsOf(tx: DecodedTx): AminoMsg[] {
  return tx.body.messages.map((any) => {
    try {
      return aminoTypes.toAmino({ typeUrl: any.typeUrl, value: registry.decode(any) as unknown });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw sdkError.invalidRequest(`cannot sign ${any.typeUrl} with amino JSON (${why})`);
    }
  });
}

/** The fee as the amino StdFee: amount, gas, and granter / payer only when set. */
function stdFeeOf(tx: DecodedTx): StdFee {
  const fee = tx.authInfo.fee;
  return {
    amount: (fee?.amount ?? []).map(({ denom, amount }) => ({ denom, amount })),
    gas: tx.gasLimit.toString(),
    ...(fee?.granter ? { granter: fee.granter } : {}),
    ...(fee?.payer ? { payer: fee.payer } : {}),
  };
}

/**
 * The bytes a SIGN_MODE_LEGACY_AMINO_JSON signer signed (the signature is over their sha256):
 * chain id, account number, sequence, fee, messages, memo and the timeout height when set.
 * Extension options are refused, as the SDK refuses them: amino JSON does not cover them.
 */
export function aminoSignDocBytes(
  tx: DecodedTx,
  chainId: string,
  accountNumber: bigint,
): Uint8Array {
  const { body } = tx;
  if (body.extensionOptions.length > 0 || body.nonCriticalExtensionOptions.length > 0) {
    throw sdkError.invalidRequest('SIGN_MODE_LEGACY_AMINO_JSON does not support extension options');
  }
  const timeoutHeight = body.timeoutHeight > 0n ? body.timeoutHeight : undefined;
  const doc = makeSignDoc(
    aminoMsgsOf(tx),
    stdFeeOf(tx),
    chainId,
    tx.memo,
    accountNumber,
    tx.sequence.toString(),
    timeoutHeight,
  );
  return serializeSignDoc(doc);
}
