import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRANSFER_TYPES } from './draft';
import type { TransferDraft } from './draft';
import { INITIAL_TRANSFER_STATE, transferReducer } from './machine';
import type { TransferEvent, TransferState } from './machine';

const preview = { amount: '1.5', gasFeeEstimate: '0.002', to: 'opt1to', from: 'opt1from' };
const result = {
  transactionHash: 'ABC123',
  to: 'opt1to',
  from: 'opt1from',
  amount: '1.5',
  gasFee: '0.002',
  blockExplorerLink: 'http://localhost/tx/ABC123',
};
const draft: Partial<TransferDraft> = {
  inputAmount: '1.5',
  chainId: 'optchain-1',
  symbol: 'OPT',
  toAddress: 'opt1to',
  transferType: 'send',
  walletPasscode: 'secret#1',
};

function run(...events: TransferEvent[]): TransferState {
  return events.reduce(transferReducer, INITIAL_TRANSFER_STATE);
}

const toPending: TransferEvent[] = [
  { type: 'EDIT', changes: draft },
  { type: 'PREVIEW_SUCCEEDED', preview },
  { type: 'SUBMIT' },
];

describe('transferReducer', () => {
  it('starts in send with an empty draft', () => {
    expect(INITIAL_TRANSFER_STATE.status).toBe('send');
    expect(INITIAL_TRANSFER_STATE.draft.inputAmount).toBe('');
  });

  it('goes send -> preview -> pending -> completed on success', () => {
    const previewing = run(
      { type: 'EDIT', changes: draft },
      { type: 'PREVIEW_SUCCEEDED', preview },
    );
    expect(previewing.status).toBe('preview');
    expect(previewing.preview).toEqual(preview);
    const pending = transferReducer(previewing, { type: 'SUBMIT' });
    expect(pending.status).toBe('pending');
    const done = transferReducer(pending, { type: 'SUBMIT_SUCCEEDED', result });
    expect(done.status).toBe('completed');
    expect(done.result?.transactionHash).toBe('ABC123');
  });

  it('stays in send with the error when the preview fails', () => {
    const state = run(
      { type: 'EDIT', changes: draft },
      { type: 'PREVIEW_FAILED', error: { status: 422, message: 'bad' } },
    );
    expect(state.status).toBe('send');
    expect(state.error).toEqual({ status: 422, message: 'bad' });
  });

  it.each([400, 401])(
    'returns to preview when sending fails with %i, asking for the passcode again',
    (status) => {
      const state = run(...toPending, {
        type: 'SUBMIT_FAILED',
        error: { status, message: 'Invalid wallet key' },
      });
      expect(state.status).toBe('preview');
      expect(state.error?.status).toBe(status);
      expect(state.draft.walletPasscode).toBe('');
      expect(state.draft.inputAmount).toBe('1.5');
    },
  );

  it.each([0, 402, 403, 422, 499, 500, 503])(
    'fails for good when sending fails with %i',
    (status) => {
      const state = run(...toPending, { type: 'SUBMIT_FAILED', error: { status, message: 'x' } });
      expect(state.status).toBe('failed');
    },
  );

  it('goes back from preview to send without the passcode', () => {
    const state = run(
      { type: 'EDIT', changes: draft },
      { type: 'PREVIEW_SUCCEEDED', preview },
      { type: 'BACK' },
    );
    expect(state.status).toBe('send');
    expect(state.preview).toBeNull();
    expect(state.draft.walletPasscode).toBe('');
  });

  it('ignores events that do not apply in the current state', () => {
    expect(run({ type: 'SUBMIT' })).toEqual(INITIAL_TRANSFER_STATE);
    expect(run({ type: 'SUBMIT_SUCCEEDED', result })).toEqual(INITIAL_TRANSFER_STATE);
    expect(run({ type: 'BACK' })).toEqual(INITIAL_TRANSFER_STATE);
    const pending = run(...toPending);
    expect(transferReducer(pending, { type: 'EDIT', changes: { inputAmount: '9' } })).toBe(pending);
    expect(transferReducer(pending, { type: 'PREVIEW_SUCCEEDED', preview })).toBe(pending);
    expect(
      transferReducer(pending, { type: 'PREVIEW_FAILED', error: { status: 500, message: '' } }),
    ).toBe(pending);
    const done = transferReducer(pending, { type: 'SUBMIT_SUCCEEDED', result });
    expect(
      transferReducer(done, { type: 'SUBMIT_FAILED', error: { status: 400, message: '' } }),
    ).toBe(done);
  });

  it('reset clears amount, chain, symbol, type, hashes, fees and passcode', () => {
    const state = run(...toPending, { type: 'SUBMIT_SUCCEEDED', result }, { type: 'RESET' });
    expect(state).toMatchObject({ status: 'send', preview: null, result: null, error: null });
    expect(state.draft).toMatchObject({
      inputAmount: '',
      chainId: '',
      symbol: '',
      transferType: null,
      walletPasscode: '',
    });
    expect(state.draft.toAddress).toBe('opt1to');
  });
});

const failure = fc.record({ status: fc.integer({ min: 0, max: 599 }), message: fc.string() });
const anyEvent: fc.Arbitrary<TransferEvent> = fc.oneof(
  fc.record({
    type: fc.constant('EDIT' as const),
    changes: fc.record(
      {
        inputAmount: fc.string(),
        chainId: fc.string(),
        symbol: fc.string(),
        toAddress: fc.string(),
        transferType: fc.constantFrom(...TRANSFER_TYPES),
        walletPasscode: fc.string(),
        memo: fc.string(),
      },
      { requiredKeys: [] },
    ),
  }),
  fc.constant({ type: 'PREVIEW_SUCCEEDED' as const, preview }),
  fc.record({ type: fc.constant('PREVIEW_FAILED' as const), error: failure }),
  fc.constant({ type: 'BACK' as const }),
  fc.constant({ type: 'SUBMIT' as const }),
  fc.constant({ type: 'SUBMIT_SUCCEEDED' as const, result }),
  fc.record({ type: fc.constant('SUBMIT_FAILED' as const), error: failure }),
  fc.constant({ type: 'RESET' as const }),
);

describe('transferReducer properties', () => {
  it('reset always returns to send with amount, chain, symbol, type, passcode, preview and result empty', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), (events) => {
        const state = transferReducer(events.reduce(transferReducer, INITIAL_TRANSFER_STATE), {
          type: 'RESET',
        });
        expect(state.status).toBe('send');
        expect(state.preview).toBeNull();
        expect(state.result).toBeNull();
        expect(state.error).toBeNull();
        expect(state.draft).toMatchObject({
          inputAmount: '',
          chainId: '',
          symbol: '',
          transferType: null,
          walletPasscode: '',
        });
      }),
    );
  });

  it('only reaches completed through pending, and completed always has a result', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), (events) => {
        let state = INITIAL_TRANSFER_STATE;
        for (const event of events) {
          const next = transferReducer(state, event);
          if (next.status === 'completed' && state.status !== 'completed')
            expect(state.status).toBe('pending');
          if (next.status === 'pending' && state.status !== 'pending')
            expect(state.status).toBe('preview');
          if (next.status === 'completed') expect(next.result).not.toBeNull();
          state = next;
        }
      }),
    );
  });
});
