import { CardScreen, cardScreenStyles } from '@optwallet/auth-web';
import styles from './centered-page.module.css';

/** The one-card layout of the auth, onboarding and setup screens: @optwallet/auth-web's CardScreen. */
export const CenteredPage = CardScreen;

/** Its classes plus this app's `form`. */
export const pageStyles: Readonly<Record<string, string>> = { ...cardScreenStyles, ...styles };
