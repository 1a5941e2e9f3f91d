import { isApiError } from '@optwallet/api-client';
import type { WalletToken } from '@optwallet/contract';
import {
  displayTokenAmount,
  EMPTY_TRANSFER_DRAFT,
  isNativeChain,
  typingAmountError,
  validateTransferDraft,
  chainName,
} from '@optwallet/domain';
import type { TransferDraft, TransferDraftErrors } from '@optwallet/domain';
import {
  AmountField,
  Avatar,
  Button,
  FormField,
  Select,
  TextArea,
  TextField,
  TokenIcon,
} from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { feeSymbolOf, maxSendable } from '../../../lib/money/format';
import { recentsQuery, recurringSendsQuery } from '../../../lib/money/queries';
import type { TransferFlow } from '../hooks/use-transfer-flow';
import { readReceiver } from '../lib/receiver';
import { feeEstimateQuery } from '../lib/fee-estimate';
import {
  NO_REPEAT,
  REPEAT_CHAIN,
  type RepeatErrors,
  type RepeatValues,
  validateRepeat,
} from '../lib/repeat';
import { RepeatFields } from './repeat-fields';
import styles from './send-receive.module.css';

export interface SendFormValues {
  token: string;
  receiver: string;
  amount: string;
  memo: string;
  description: string;
  /** "Repeat" (OPT on optchain-1, when the server has a scheduler account). */
  repeat: RepeatValues;
}

const tokenKey = (token: Pick<WalletToken, 'chainId' | 'symbol'>) =>
  `${token.chainId}:${token.symbol}`;

interface SendFormProps {
  walletId: string;
  tokens: WalletToken[];
  flow: TransferFlow;
  values: SendFormValues;
  onValuesChange: (values: SendFormValues) => void;
  /** Submit once at the start, as Continue would (a payment link with an amount). */
  reviewAtOnce?: boolean;
}

/** Send: token and chain, receiver (address, username or a recent contact), amount with Max, memo, description. */
export function SendForm({
  walletId,
  tokens,
  flow,
  values,
  onValuesChange,
  reviewAtOnce = false,
}: SendFormProps) {
  const [errors, setErrors] = useState<TransferDraftErrors>({});
  const [receiverError, setReceiverError] = useState<string | null>(null);
  const [resolving, setResolving] = useState(false);
  const [repeatErrors, setRepeatErrors] = useState<RepeatErrors>({});
  const token = tokens.find((candidate) => tokenKey(candidate) === values.token) ?? null;
  const recents = useQuery(recentsQuery(walletId));
  const fee = useQuery({ ...feeEstimateQuery(walletId, token), enabled: token !== null });
  const set = (changes: Partial<SendFormValues>) => onValuesChange({ ...values, ...changes });
  // The same checks and lookups as Continue: what fails (the balance, an unknown username) is
  // said on the form, which then stays for the payer.
  const formRef = useRef<HTMLFormElement>(null);
  const reviewed = useRef(false);
  useEffect(() => {
    if (!reviewAtOnce || reviewed.current || !token) return;
    reviewed.current = true;
    formRef.current?.requestSubmit();
  }, [reviewAtOnce, token]);

  const native = token ? isNativeChain(token.chainId) : false;
  const recurring = useQuery({
    ...recurringSendsQuery(walletId),
    enabled: token?.chainId === REPEAT_CHAIN,
  });
  const repeatable =
    token?.chainId === REPEAT_CHAIN && token.symbol === 'OPT' && recurring.data?.available === true;
  const max = token
    ? maxSendable(
        token.balance,
        fee.data ?? null,
        token.decimals,
        feeSymbolOf(token.chainId) === token.symbol,
      )
    : undefined;

  const resolveReceiver = async (chainId: string): Promise<string | null> => {
    const input = readReceiver(chainId, values.receiver);
    if (input.kind === 'empty') return '';
    if (input.kind === 'address') return input.address;
    try {
      const profile = await api.users.profile(input.username);
      const their = await api.social.tokensByUlid(profile.id);
      const address = their.tokens.find((candidate) => candidate.chainId === chainId)?.address;
      if (!address) {
        setReceiverError(t('transfer.receiver_no_address', { network: chainName(chainId) }));
        return null;
      }
      return address;
    } catch (error) {
      setReceiverError(
        isApiError(error) && error.status === 404
          ? t('transfer.receiver_not_found')
          : isApiError(error)
            ? error.message
            : t('error.unknown'),
      );
      return null;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setReceiverError(null);
    if (!token) {
      setErrors({});
      setReceiverError(null);
      return;
    }
    const draftBase: TransferDraft = {
      ...EMPTY_TRANSFER_DRAFT,
      transferType: 'send',
      chainId: token.chainId,
      symbol: token.symbol,
      inputAmount: values.amount,
      toAddress: values.receiver.trim(),
      memo: native ? values.memo : '',
      description: values.description,
    };
    const found = validateTransferDraft(draftBase, {
      decimals: token.decimals,
      balance: token.balance,
    });
    setErrors(found);
    const repeatFound = repeatable ? validateRepeat(values.repeat, Date.now()) : {};
    setRepeatErrors(repeatFound);
    if (Object.keys(found).length > 0 || Object.keys(repeatFound).length > 0) return;
    setResolving(true);
    const address = await resolveReceiver(token.chainId);
    setResolving(false);
    if (!address) return;
    await flow.preview({ ...draftBase, toAddress: address });
  };

  const tokenOptions = tokens.map((candidate) => ({
    value: tokenKey(candidate),
    label: `${candidate.symbol} · ${chainName(candidate.chainId)}`,
    keywords: [candidate.name],
    icon: <TokenIcon symbol={candidate.symbol} size="xs" alt="" />,
  }));
  const previewError = flow.state.status === 'send' ? flow.state.error?.message : undefined;

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-state="send"
    >
      <FormField
        label={t('transfer.token')}
        hint={
          token
            ? t('transfer.available', { amount: displayTokenAmount(token.balance, token.symbol) })
            : undefined
        }
      >
        <Select
          options={tokenOptions}
          value={values.token || null}
          placeholder={t('transfer.choose_token')}
          searchPlaceholder={t('transfer.search_token')}
          searchLabel={t('transfer.search_token')}
          emptyText={t('transfer.no_token')}
          onValueChange={(value) => set({ token: value, amount: '', repeat: NO_REPEAT })}
        />
      </FormField>
      <FormField
        label={t('transfer.receiver')}
        hint={t('transfer.receiver_hint')}
        error={receiverError ?? errors.toAddress?.message}
      >
        {/* Opened by the quick search (Ctrl/Cmd+K), the form starts here, not on the cross;
            the field may arrive after the dialog opened, which autoFocus covers. */}
        <TextField
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={values.receiver}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            set({ receiver: event.target.value });
            setReceiverError(null);
          }}
        />
      </FormField>
      {recents.data && recents.data.length > 0 ? (
        <div className={styles.recents}>
          <p className={styles.recentsTitle} id="recent-contacts">
            {t('transfer.recent_contacts')}
          </p>
          <ul className={styles.recentList} aria-labelledby="recent-contacts">
            {recents.data.map((contact) => {
              const name =
                [contact.first_name, contact.last_name].filter(Boolean).join(' ') ||
                contact.username ||
                contact.address;
              return (
                <li key={`${contact.id}-${contact.chainId}`}>
                  <button
                    type="button"
                    className={styles.recent}
                    onClick={() => {
                      const match = tokens.find(
                        (candidate) => candidate.chainId === contact.chainId,
                      );
                      set({
                        receiver: contact.address,
                        token:
                          token?.chainId === contact.chainId || !match
                            ? values.token
                            : tokenKey(match),
                      });
                      setReceiverError(null);
                    }}
                  >
                    <Avatar name={name} src={contact.avatar} size="sm" alt="" />
                    <span className={styles.recentName}>
                      {contact.username ? `@${contact.username}` : name}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <FormField label={t('transfer.amount')} error={errors.inputAmount?.message}>
        <AmountField
          value={values.amount}
          onValueChange={(amount) => {
            set({ amount });
            // The box keeps every character typed: say at once what more typing cannot mend.
            const typing = token ? typingAmountError(amount, token.decimals) : null;
            setErrors((current) => ({ ...current, inputAmount: typing ?? undefined }));
          }}
          decimals={token?.decimals ?? 6}
          symbol={token?.symbol}
          max={max}
          maxLabel={t('transfer.max')}
          disabled={!token}
        />
      </FormField>
      {repeatable ? (
        <RepeatFields
          values={values.repeat}
          errors={repeatErrors}
          onChange={(repeat) => {
            set({ repeat });
            setRepeatErrors({});
          }}
        />
      ) : null}
      {native ? (
        <FormField label={t('transfer.memo')} hint={t('transfer.memo_hint')}>
          <TextField
            value={values.memo}
            maxLength={256}
            onChange={(event) => set({ memo: event.target.value })}
          />
        </FormField>
      ) : null}
      <FormField label={t('transfer.description')} hint={t('transfer.description_hint')}>
        <TextArea
          value={values.description}
          maxLength={256}
          rows={2}
          onChange={(event) => set({ description: event.target.value })}
        />
      </FormField>
      {previewError ? (
        <p className={styles.error} role="alert">
          {previewError}
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={resolving || flow.previewing} disabled={!token}>
        {t('transfer.continue')}
      </Button>
    </form>
  );
}
