import type { MessageKey } from '@optwallet/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppTextKey } from './app-texts';

export type TextKey = MessageKey | AppTextKey;
export type TextParams = Record<string, string | number>;

/** The translate function with the keys this app knows, so a typo is a type error. */
export function useText() {
  const { t } = useTranslation();
  return useCallback((key: TextKey, params?: TextParams): string => t(key, params ?? {}), [t]);
}
