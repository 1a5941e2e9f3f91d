import { base64 } from '@scure/base';
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci';
import { SignMode, signModeToJSON } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import {
  deductFee,
  isLedgerError,
  type ChainContext,
  type InMemoryLedgerState,
} from '@optwallet/ledger';
import type { Accounts } from '../chain/accounts';
import { anteEvents, type AbciEvent } from '../chain/events';
import { addressOfPubKey, verifySignature } from '../chain/keys';
import { aminoSignDocBytes } from './amino';
import { signDocBytes, type DecodedTx } from './decode';
import { useAllowance } from './feegrant';
import { checkFeeAndGas, gasOf } from './gas';
import { runMessage } from './run-message';
import { fromLedgerError, sdkError, TxError } from './tx-error';

/** check: a new transaction (every check); replay: one from the block log; simulate: a dry run. */
export type DeliverMode = 'check' | 'replay' | 'simulate';

export interface TxOutcome {
  /** 0, or the failing message's code (the transaction is in the block all the same). */
  code: number;
  codespace: string;
  /** A failed message's raw log: "failed to execute message; message index: N: …". */
  log: string;
  gasWanted: bigint;
  gasUsed: bigint;
  events: AbciEvent[];
  /** TxMsgData: one response per message. */
  data: Uint8Array;
}

/**
 * The addresses a transaction's events give an account, in order: a coin's receiver (x/bank), a
 * fee allowance's or an authz grant's grantee (their keepers create a missing grantee account).
 */
function accountsCreatedBy(events: readonly AbciEvent[]): string[] {
  const valueOf = (event: AbciEvent, key: string) =>
    event.attributes.find((a) => a.key === key)?.value;
  return events
    .flatMap((event) => {
      switch (event.type) {
        case 'coin_received':
          return [valueOf(event, 'receiver') ?? ''];
        case 'set_feegrant':
          return [valueOf(event, 'grantee') ?? ''];
        case 'cosmos.authz.v1beta1.EventGrant':
          return [JSON.parse(valueOf(event, 'grantee') ?? '""') as string];
        default:
          return [];
      }
    })
    .filter((address) => address !== '');
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/**
 * The bytes the signer signed, by the signer's mode: the protobuf SignDoc (SIGN_MODE_DIRECT) or
 * the amino JSON document (SIGN_MODE_LEGACY_AMINO_JSON); any other mode is refused (4).
 */
function signBytesOf(tx: DecodedTx, chainId: string, accountNumber: bigint): Uint8Array {
  switch (tx.signMode) {
    case SignMode.SIGN_MODE_DIRECT:
      return signDocBytes(tx, chainId, accountNumber);
    case SignMode.SIGN_MODE_LEGACY_AMINO_JSON:
      return aminoSignDocBytes(tx, chainId, accountNumber);
    default:
      throw sdkError.unauthorized(
        `signature mode ${signModeToJSON(tx.signMode)} is not supported; use SIGN_MODE_DIRECT or SIGN_MODE_LEGACY_AMINO_JSON`,
      );
  }
}

/**
 * The ante handler's checks, in the SDK's order: gas and fee, memo, the signer's account and key,
 * the sequence (32 on a replay), then the signature over what the signer's mode signs (4; a
 * wrong chain id fails here too). Answers the key that signed.
 */
function ante(
  tx: DecodedTx,
  accounts: Accounts,
  chainId: string,
  gasUsed: bigint,
  mode: DeliverMode,
  maxMemo: number,
): Uint8Array {
  if (mode !== 'simulate') checkFeeAndGas(tx.fee, tx.gasLimit, gasUsed);
  if (tx.memo.length > maxMemo) {
    throw sdkError.memoTooLarge(
      `maximum number of characters is ${maxMemo} but received ${tx.memo.length} characters`,
    );
  }
  const account = accounts.get(tx.signer);
  if (!account) throw sdkError.unknownAddress(`account ${tx.signer} not found`);
  const pubKey = tx.pubKey ?? account.pubKey;
  if (!pubKey) throw sdkError.invalidPubKey(`pubkey on account ${tx.signer} is not set`);
  if (
    addressOfPubKey(pubKey) !== tx.signer ||
    (account.pubKey && !sameBytes(account.pubKey, pubKey))
  ) {
    throw sdkError.invalidPubKey(
      `pubKey does not match signer address ${tx.signer} with signer index: 0`,
    );
  }
  if (tx.sequence !== account.sequence) {
    throw sdkError.wrongSequence(
      `account sequence mismatch, expected ${account.sequence}, got ${tx.sequence}`,
    );
  }
  if (mode === 'check') {
    const doc = signBytesOf(tx, chainId, account.accountNumber);
    if (!verifySignature(tx.signature, doc, pubKey)) {
      throw sdkError.unauthorized(
        `signature verification failed; please verify account number (${account.accountNumber}), sequence (${account.sequence}) and chain-id (${chainId})`,
      );
    }
  }
  return pubKey;
}

/**
 * The DeductFeeDecorator: the fee comes from the signer, or from the fee granter when one is set
 * (its allowance to the signer first accepts the fee: UseGrantedFees, whose events it answers).
 */
async function payFee(ctx: ChainContext, accounts: Accounts, tx: DecodedTx): Promise<AbciEvent[]> {
  const granter = tx.feeGranter;
  const events =
    granter && granter !== tx.signer
      ? await useAllowance(ctx, {
          granter,
          grantee: tx.signer,
          fee: tx.fee,
          msgTypeUrls: tx.messages.map((m) => m.typeUrl),
        })
      : [];
  const payer = granter ?? tx.signer;
  if (!accounts.get(payer))
    throw sdkError.unknownAddress(`fee payer address: ${payer} does not exist`);
  await deductFee(ctx, payer, tx.fee, tx.hash);
  return events;
}

/**
 * CheckTx alone (the RPC's `check_tx`): the ante handler and the fee's deduction, rolled back, so
 * nothing changes (no sequence, no balance, no mempool). Throws the refusal (TxError).
 */
export async function checkTx(
  ctx: ChainContext & { state: InMemoryLedgerState },
  accounts: Accounts,
  tx: DecodedTx,
): Promise<{ gasWanted: bigint; gasUsed: bigint }> {
  const gasUsed = gasOf(tx.messages, ctx.config);
  ante(tx, accounts, ctx.spec.chainId, gasUsed, 'check', ctx.config.maxMemoLength);
  const paid = ctx.state.savepoint();
  try {
    await payFee(ctx, accounts, tx);
  } catch (error) {
    if (isLedgerError(error)) throw fromLedgerError(error, tx.messages[0]?.typeUrl ?? '');
    throw error;
  } finally {
    paid.rollback();
  }
  return { gasWanted: tx.gasLimit, gasUsed };
}

/**
 * Executes a transaction in the context's block as the SDK's runTx does. The ante handler comes
 * first (the checks, then the fee): its refusal (TxError) is CheckTx's, and leaves the state, the
 * sequence and the balances as they were. Past the ante the transaction is in the block: the fee
 * is paid and the sequence moves on whatever the messages do. The messages then run all or
 * nothing; one that fails (the engine's refusal) rolls them back and the result carries its code,
 * codespace and log, with the ante's events only, as FinalizeBlock reports a failed transaction.
 * A simulation changes nothing, and a failing message fails it (as the SDK's Simulate).
 */
export async function deliverTx(
  ctx: ChainContext & { state: InMemoryLedgerState },
  accounts: Accounts,
  tx: DecodedTx,
  mode: DeliverMode,
): Promise<TxOutcome> {
  const chainId = ctx.spec.chainId;
  const gasUsed = gasOf(tx.messages, ctx.config);
  const pubKey = ante(tx, accounts, chainId, gasUsed, mode, ctx.config.maxMemoLength);
  const paid = ctx.state.savepoint();
  const current = { type: tx.messages[0]?.typeUrl ?? '', index: 0 };
  let events: AbciEvent[];
  try {
    events = [
      ...(await payFee(ctx, accounts, tx)),
      ...anteEvents(
        tx.feeGranter ?? tx.signer,
        tx.fee,
        ctx.accounts,
        `${tx.signer}/${tx.sequence}`,
        base64.encode(tx.signature),
      ),
    ];
  } catch (error) {
    paid.rollback();
    if (isLedgerError(error)) throw fromLedgerError(error, current.type);
    throw error;
  }
  const run = ctx.state.savepoint();
  const responses = [];
  const messageEvents: AbciEvent[] = [];
  let failure: TxError | undefined;
  try {
    for (const [index, msg] of tx.messages.entries()) {
      Object.assign(current, { type: msg.typeUrl, index });
      const outcome = await runMessage(ctx, msg, index);
      messageEvents.push(...outcome.events);
      responses.push(outcome.response);
    }
  } catch (error) {
    run.rollback();
    if (!isLedgerError(error) && !(error instanceof TxError)) {
      paid.rollback();
      throw error;
    }
    failure = isLedgerError(error) ? fromLedgerError(error, current.type) : error;
  }
  const failedLog =
    failure && `failed to execute message; message index: ${current.index}: ${failure.message}`;
  if (mode === 'simulate') {
    if (!failure) run.rollback();
    paid.rollback();
    // The SDK's Simulate fails with runTx's error: the message's, wrapped with its index.
    if (failure) throw new TxError(failure.codespace, failure.code, failedLog ?? '');
  } else {
    if (!failure) run.release();
    paid.release();
    accounts.signed(tx.signer, pubKey);
  }
  if (!failure) events.push(...messageEvents);
  if (mode !== 'simulate') {
    for (const address of accountsCreatedBy(events)) accounts.ensure(address);
  }
  return {
    code: failure?.code ?? 0,
    codespace: failure?.codespace ?? '',
    log: failedLog ?? '',
    gasWanted: tx.gasLimit,
    gasUsed,
    events,
    data: failure
      ? new Uint8Array()
      : TxMsgData.encode({ data: [], msgResponses: responses }).finish(),
  };
}
