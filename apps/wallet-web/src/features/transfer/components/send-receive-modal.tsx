import { Modal, Tabs, TabsContent, TabsList, TabsTrigger } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TransferFlowScreens } from '../../../components/money/transfer-flow';
import { useTransferFlow } from '../../../components/money/use-transfer-flow';
import { ListError, ListSkeleton } from '../../../components/money/query-states';
import { useText } from '../../../i18n/use-text';
import { chainName, feeSymbolOf } from '../../../lib/money/format';
import { useFirstWallet, walletTokensQuery } from '../../../lib/money/queries';
import { ReceivePanel } from './receive-panel';
import { SendForm, type SendFormValues } from './send-form';
import type { Wallet } from '@optwallet/api-client/contract';
import styles from './send-receive.module.css';

export interface SendReceiveModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prefilled receiver, e.g. a username from a profile's send button. */
  initialReceiver?: string;
  initialTab?: 'send' | 'receive';
}

const EMPTY_VALUES: SendFormValues = {
  token: '',
  receiver: '',
  amount: '',
  memo: '',
  description: '',
};

interface SendTabProps {
  wallet: Wallet;
  initialReceiver: string;
  onClose: () => void;
  /** True once a preview is on screen: from then on a stray outside click must not lose the transfer. */
  onLockChange: (locked: boolean) => void;
}

function SendTab({ wallet, initialReceiver, onClose, onLockChange }: SendTabProps) {
  const t = useText();
  const tokens = useQuery(walletTokensQuery(wallet.id));
  const flow = useTransferFlow(wallet.id);
  const locked = flow.state.status !== 'send';
  useEffect(() => onLockChange(locked), [locked, onLockChange]);
  const [values, setValues] = useState<SendFormValues>({
    ...EMPTY_VALUES,
    receiver: initialReceiver,
  });
  const token = tokens.data?.tokens.find(
    (candidate) => `${candidate.chainId}:${candidate.symbol}` === values.token,
  );
  const firstToken = tokens.data?.tokens[0];
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
    const { memo, description } = flow.state.draft;
    return (
      <TransferFlowScreens
        flow={flow}
        symbol={symbol}
        feeSymbol={feeSymbolOf(chainId)}
        successKey="transfer.success"
        extraRows={[
          { label: t('money.network'), value: chainName(chainId) },
          ...(memo.trim() ? [{ label: t('money.memo'), value: memo }] : []),
          ...(description.trim() ? [{ label: t('money.description'), value: description }] : []),
        ]}
        onDone={() => {
          flow.reset();
          setValues(EMPTY_VALUES);
          onClose();
        }}
        onTryAgain={flow.reset}
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
    />
  );
}

/** The Send / Receive modal (spec §2): opened by the sidebar, the header search box, Ctrl/Cmd+K and /send-receive. */
export function SendReceiveModal({
  open,
  onOpenChange,
  initialReceiver = '',
  initialTab = 'send',
}: SendReceiveModalProps) {
  const t = useText();
  const wallet = useFirstWallet();
  const [tab, setTab] = useState<'send' | 'receive'>(initialTab);
  // A fresh form each time the modal opens (the flow and draft live in SendTab).
  const [session, setSession] = useState(0);
  const [locked, setLocked] = useState(false);
  const close = () => {
    onOpenChange(false);
    setLocked(false);
    setSession((n) => n + 1);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('shell.send_receive')}
      closeLabel={t('money.close')}
      size="md"
      dismissible={!locked}
    >
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
              onClose={close}
              onLockChange={setLocked}
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
