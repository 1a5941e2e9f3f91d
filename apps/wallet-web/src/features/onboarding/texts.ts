import { CATALOGUE_EN } from '@optwallet/domain';
import { textsWith } from '../../lib/texts';

/** Texts of onboarding, phone and account verification. */
export const ONBOARDING_TEXTS_EN = {
  'onboarding.title': 'Tell us about you',
  'onboarding.subtitle': 'Your name and username are how people find you on OptWallet.',
  'onboarding.first_name': 'First name',
  'onboarding.last_name': 'Last name',
  'onboarding.username': 'Username',
  'onboarding.username_hint': '3 to 30 letters, digits or underscores',
  'onboarding.username_invalid': 'Username: 3 to 30 letters, digits or underscores',
  'onboarding.username_taken': 'This username is already taken',
  'onboarding.username_available': 'Username is available',
  'onboarding.username_checking': 'Checking availability…',
  'onboarding.email': 'Email',
  'onboarding.country': 'Country',
  'onboarding.country_placeholder': 'Select your country',
  'onboarding.submit': 'Continue',
  'phone.title': 'Verify your phone number',
  'phone.subtitle': 'We will text you a 6-digit code.',
  'phone.number': 'Phone number',
  'phone.send_code': 'Send code',
  'phone.code_sent': 'Enter the code we sent to {phone}.',
  'phone.verify': 'Verify phone number',
  'phone.verified': 'Phone number verified',
  'identifier.title': 'Verify your account',
  'identifier.subtitle': 'Your account is verified through the code we sent when you signed up.',
  'identifier.verified': 'Your account {identifier} is verified.',
  'identifier.verify_phone': 'Verify phone number',
  'identifier.email_title': 'Verify your email',
  'identifier.email_subtitle':
    'Enter the 6-digit code we sent to {email}. Your email counts once it is verified.',
  'identifier.email_verify': 'Verify email',
  'identifier.email_verified': 'Email verified',
  'identifier.resend': 'Resend the code',
  'identifier.resent': 'We sent a new code to {email}.',
  'identifier.other_email': 'Use another email',
} as const;

export const t = textsWith(CATALOGUE_EN, ONBOARDING_TEXTS_EN);
