import { chainName } from '@optwallet/domain';
import { useFirstWallet } from '../../../lib/account';
import { Modal, Tabs, TabsContent, TabsList, TabsTrigger } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TransferFlowScreens } from './transfer-flow';
import { useTransferFlow } from '../hooks/use-transfer-flow';
import { ListError, ListSkeleton } from '../../../components/money/query-states';
import { t } from '../texts';
import { feeSymbolOf } from '../../../lib/money/format';
import { walletTokensQuery } from '../../../lib/money/queries';
import { ReceivePanel } from './receive-panel';
import { SendForm, type SendFormValues } from './send-form';
import { RepeatNote, repeatRows } from './repeat-review';
import { useRepeatSetup } from '../hooks/use-repeat-setup';
import { NO_REPEAT, REPEAT_CHAIN } from '../lib/repeat';
import {
  RecipientCard,
  RecipientWarnings,
  recipientCheckQuery,
  recipientCleared,
  recipientName,
} from './recipient';
import { hasMarketValue } from '../../../lib/money/format';
import { DiscardDialog, useDiscardGuard } from '../../../components/discard-dialog';
import type { Wallet } from '@optwallet/contract';
import styles from './send-receive.module.css';

export interface SendReceiveModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prefilled receiver, e.g. a username from a profile's send button. */
  initialReceiver?: string;
  initialTab?: 'send' | 'receive';
  /**
   * A payment link's send: receiver, token, amount and memo filled in, and with an amount the
   * form goes on to the review by itself (the form stays when something in it needs the payer).
   */
  prefill?: SendPrefill;
}

/** What a payment link fills in: the receiver as typed (`@ana`), `token` as `chainId:symbol`. */
interface SendPrefill {
  receiver: string;
  token: string;
  amount: string;
  memo: string;
}

const EMPTY_VALUES: SendFormValues = {
  token: '',
  receiver: '',
  amount: '',
  memo: '',
  description: '',
  repeat: NO_REPEAT,
};

interface SendTabProps {
  wallet: Wallet;
  initialReceiver: string;
  prefill: SendPrefill | undefined;
  onClose: () => void;
  /** What closing would mean now: 'pending' (cannot close), 'dirty' (loses typed work), 'clean'. */
  onCloseStateChange: (state: CloseState) => void;
}

type CloseState = 'clean' | 'dirty' | 'pending';

function SendTab({ wallet, initialReceiver, prefill, onClose, onCloseStateChange }: SendTabProps) {
  const tokens = useQuery(walletTokensQuery(wallet.id));
  const [initial] = useState<SendFormValues>(() => ({
    ...EMPTY_VALUES,
    receiver: initialReceiver,
    ...prefill,
  }));
  const [values, setValues] = useState<SendFormValues>(initial);
  const repeatSetup = useRepeatSetup(wallet.id);
  // Repeat is offered for OPT on its main chain only (send-form.tsx).
  const repeats = values.repeat.every !== 'never' && values.token === `${REPEAT_CHAIN}:OPT`;
  const flow = useTransferFlow(wallet.id, ({ walletPasscode, result }) => {
    if (repeats) repeatSetup.mutate({ repeat: values.repeat, walletPasscode, result });
  });
  const typed = (['receiver', 'amount', 'memo', 'description'] as const).some(
    (field) => values[field].trim() !== initial[field].trim(),
  );
  const { status } = flow.state;
  const closeState: CloseState =
    status === 'pending'
      ? 'pending'
      : status === 'completed'
        ? 'clean'
        : status !== 'send' || typed
          ? 'dirty'
          : 'clean';
  useEffect(() => onCloseStateChange(closeState), [closeState, onCloseStateChange]);
  const token = tokens.data?.tokens.find(
    (candidate) => `${candidate.chainId}:${candidate.symbol}` === values.token,
  );
  const firstToken = tokens.data?.tokens[0];
  const receiver = flow.state.draft.toAddress;
  const draftChain = flow.state.draft.chainId;
  const check = useQuery({
    ...recipientCheckQuery(wallet.id, draftChain, receiver),
    enabled: flow.state.status !== 'send' && receiver !== '',
  });
  // The confirmation of a look-alike holds for that address only.
  const [acknowledgedFor, setAcknowledgedFor] = useState<string | null>(null);
  const acknowledged = acknowledgedFor === receiver;
  const chosen =
    values.token === '' && firstToken
      ? { ...values, token: `${firstToken.chainId}:${firstToken.symbol}` }
      : values;

  if (tokens.isPending) return <ListSkeleton rows={4} />;
  if (tokens.isError)
    return <ListError onRetry={() => void tokens.refetch()} message={tokens.error.message} />;

  if (flow.state.status !== 'send') {
    const symbol = token?.symbol ?? flow.state.draft.symbol;
    const chainId = token?.chainId ?? flow.state.draft.chainId;
    const { memo, description, inputAmount } = flow.state.draft;
    const amount = flow.state.preview?.amount ?? inputAmount;
    const feeSymbol = feeSymbolOf(chainId);
    const priceOf = (wanted: string) =>
      hasMarketValue(chainId)
        ? (tokens.data.tokens.find((c) => c.chainId === chainId && c.symbol === wanted)?.priceUsd ??
          null)
        : null;
    return (
      <TransferFlowScreens
        flow={flow}
        symbol={symbol}
        feeSymbol={feeSymbol}
        prices={{ amount: priceOf(symbol), fee: priceOf(feeSymbol) }}
        recipient={<RecipientCard address={receiver} user={check.data?.user} />}
        safety={
          check.data ? (
            <RecipientWarnings
              check={check.data}
              acknowledged={acknowledged}
              onAcknowledge={(yes) => setAcknowledgedFor(yes ? receiver : null)}
            />
          ) : null
        }
        canConfirm={!check.isPending && recipientCleared(check.data, acknowledged)}
        headline={(amount) =>
          t('transfer.sent_to', { amount, name: recipientName(receiver, check.data?.user) })
        }
        successKey="transfer.success"
        extraRows={[
          { label: t('money.network'), value: chainName(chainId) },
          ...(memo.trim() ? [{ label: t('money.memo'), value: memo }] : []),
          ...(description.trim() ? [{ label: t('money.description'), value: description }] : []),
          ...(repeats ? repeatRows(values.repeat, amount, token?.decimals ?? 6, symbol) : []),
        ]}
        resultNote={repeats ? <RepeatNote setup={repeatSetup} repeat={values.repeat} /> : null}
        onDone={() => {
          flow.reset();
          setValues(EMPTY_VALUES);
          onClose();
        }}
        onTryAgain={() => {
          repeatSetup.reset();
          flow.reset();
        }}
      />
    );
  }
  return (
    <SendForm
      walletId={wallet.id}
      tokens={tokens.data.tokens}
      flow={flow}
      values={chosen}
      onValuesChange={setValues}
      reviewAtOnce={prefill !== undefined && prefill.amount !== ''}
    />
  );
}

/** The Send / Receive modal (product §2): opened by the sidebar, the header search box, Ctrl/Cmd+K and /send-receive. */
export function SendReceiveModal({
  open,
  onOpenChange,
  initialReceiver = '',
  initialTab = 'send',
  prefill,
}: SendReceiveModalProps) {
  const wallet = useFirstWallet();
  const [tab, setTab] = useState<'send' | 'receive'>(initialTab);
  // A fresh form each time the modal opens (the flow and draft live in SendTab).
  const [session, setSession] = useState(0);
  const [closeState, setCloseState] = useState<CloseState>('clean');
  const close = () => {
    onOpenChange(false);
    setCloseState('clean');
    setSession((n) => n + 1);
  };
  // Outside click, Escape and the cross all close; typed work is only dropped after a confirmation.
  const { requestClose, dialog } = useDiscardGuard({
    dirty: closeState === 'dirty',
    busy: closeState === 'pending',
    close,
  });
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}
      title={t('shell.send_receive')}
      closeLabel={t('money.close')}
      size="md"
      dismissible={closeState !== 'pending'}
      hideClose={closeState === 'pending'}
    >
      <DiscardDialog
        {...dialog}
        title={t('transfer.discard_title')}
        description={t('transfer.discard_body')}
      />
      {wallet ? (
        <Tabs
          value={tab}
          onValueChange={(value) => setTab(value as 'send' | 'receive')}
          className={styles.tabs}
        >
          <TabsList aria-label={t('shell.send_receive')} variant="pill" fullWidth>
            <TabsTrigger value="send">{t('transfer.tab_send')}</TabsTrigger>
            <TabsTrigger value="receive">{t('transfer.tab_receive')}</TabsTrigger>
          </TabsList>
          <TabsContent value="send" forceMount hidden={tab !== 'send'}>
            <SendTab
              key={session}
              wallet={wallet}
              initialReceiver={initialReceiver}
              prefill={prefill}
              onClose={close}
              onCloseStateChange={setCloseState}
            />
          </TabsContent>
          <TabsContent value="receive">
            <ReceivePanel wallet={wallet} />
          </TabsContent>
        </Tabs>
      ) : null}
    </Modal>
  );
}
