import { CATALOGUE_EN } from '@optwallet/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { APP_TEXTS_EN } from './app-texts';

/**
 * One i18next instance fed from domain's catalogue plus the app's own screen texts.
 * Keys are flat ('auth.login_title'), placeholders `{name}` like the catalogue.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: { ...CATALOGUE_EN, ...APP_TEXTS_EN } } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  initAsync: false,
  returnNull: false,
});
