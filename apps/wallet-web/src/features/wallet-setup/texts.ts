import { CATALOGUE_EN } from '@optwallet/domain';
import { textsWith } from '../../lib/texts';

/** Texts of wallet setup (/setup-wallet and its steps: wallet key, secret phrase, confirm, created). */
export const WALLET_SETUP_TEXTS_EN = {
  'wallet_setup.title': 'Wallet setup',
  'wallet_setup.subtitle':
    'Create your wallet in three steps: a wallet key, your secret phrase, and a check that you wrote it down.',
  'wallet_setup.start': 'Create my wallet',
  'wallet_setup.key_title': 'Wallet key',
  'wallet_setup.key_subtitle':
    'Your wallet key protects every transfer. Use a different one from your account password.',
  'wallet_setup.key': 'Wallet key',
  'wallet_setup.confirm_key': 'Confirm wallet key',
  'wallet_setup.phrase_title': 'Secret phrase',
  'wallet_setup.phrase_subtitle':
    'These words are the only way to restore your wallet. They are shown once.',
  'wallet_setup.phrase_warning':
    'Write these words down in order on paper and keep them offline. Never share them: anyone with them controls your wallet.',
  'wallet_setup.phrase_written': 'I have written my secret phrase down',
  'wallet_setup.confirm_title': 'Confirm phrase',
  'wallet_setup.confirm_subtitle':
    'Enter the missing words of your secret phrase, each in its numbered box.',
  'wallet_setup.word': 'Word {index}',
  'wallet_setup.word_wrong':
    'Word {index} is not right. Check it against the words you wrote down.',
  'wallet_setup.words_wrong':
    'Words {list} are not right. Check them against the words you wrote down.',
  'wallet_setup.create': 'Create wallet',
  'wallet_setup.created_title': 'Wallet created',
  'wallet_setup.created_body': 'Your wallet is ready.',
  'wallet_setup.go_dashboard': 'Go to dashboard',
  'wallet_setup.go_on': 'Continue where you were',
  'wallet_setup.phrase_missing':
    'The secret phrase is gone (it is never stored in this browser). Start again.',
  'wallet_setup.rules_title': 'Your wallet key needs:',
  'wallet_setup.rule_length': 'at least {count} characters',
  'wallet_setup.rule_special': 'at least one special character, such as ! @ # $ % & * ? -',
  'wallet_setup.rule_different': 'to be different from your account password',
  'wallet_setup.key_refused': 'Choose another wallet key: {reason}',
  'wallet_setup.reveal': 'Reveal secret phrase',
  'wallet_setup.hidden_notice': 'Make sure nobody can see your screen.',
  'wallet_setup.copy': 'Copy phrase',
  'wallet_setup.copied': 'Copied',
  'wallet_setup.created_addresses': 'Your addresses',
} as const;

export const t = textsWith(CATALOGUE_EN, WALLET_SETUP_TEXTS_EN);
