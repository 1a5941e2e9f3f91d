import { CHART_TEXTS_EN, MONEY_TEXTS_EN, STAKE_ACTION_TEXTS_EN } from '../components/money/texts';
import { ASSETS_TEXTS_EN } from '../features/assets/texts';
import { DASHBOARD_TEXTS_EN } from '../features/dashboard/texts';
import { DISTRIBUTION_TEXTS_EN } from '../features/distribution/texts';
import { STAKING_TEXTS_EN } from '../features/staking/texts';
import { TRANSFER_TEXTS_EN } from '../features/transfer/texts';
import { VALIDATORS_TEXTS_EN } from '../features/validators/texts';
import { ADMIN_TEXTS_EN } from '../features/admin/texts';
import { CONTACTS_TEXTS_EN } from '../features/contacts/texts';
import { NETWORK_TEXTS_EN } from '../features/network/texts';
import { NOTIFICATIONS_TEXTS_EN } from '../features/notifications/texts';
import { PROFILE_TEXTS_EN } from '../features/profile/texts';
import { ACCOUNT_SYNC_TEXTS_EN } from '../features/settings/sync-texts';
import { SETTINGS_TEXTS_EN } from '../features/settings/texts';
import { WALLET_SETUP_TEXTS_EN } from '../features/wallet-setup/texts';

/**
 * Texts of wallet-web screens that the shared domain catalogue does not hold (screen titles,
 * labels, hints). Same flat-key style and `{name}` placeholders as CATALOGUE_EN.
 */
export const APP_TEXTS_EN = {
  'common.loading': 'Loading…',
  'common.continue': 'Continue',
  'common.back': 'Back',
  'common.submit': 'Submit',
  'common.or': 'or',
  'common.email_or_phone': 'Email or phone number',
  'common.email_or_phone_hint': 'Phone numbers in international format, e.g. +4915112345678',
  'common.password': 'Password',
  'common.confirm_password': 'Confirm password',
  'common.new_password': 'New password',
  'common.code_digit': 'Digit {index} of {total}',
  'common.coming_later': 'Coming soon',

  'auth.login_title': 'Sign in to OptWallet',
  'auth.login_subtitle': 'Welcome back. Sign in with your email or phone number.',
  'auth.login_submit': 'Sign in',
  'auth.forgot_password_link': 'Forgot password?',
  'auth.no_account': 'New to OptWallet?',
  'auth.create_account_link': 'Create an account',
  'auth.have_account': 'Already have an account?',
  'auth.sign_in_link': 'Sign in',
  'auth.magic_link_button': 'Email me a sign-in link',
  'auth.magic_link_sent': 'We sent a sign-in link to {identifier}. It works once and expires soon.',
  'auth.magic_link_resend': 'Resend link',
  'auth.magic_landing_title': 'Signing you in…',
  'auth.magic_landing_failed': 'This sign-in link is invalid or has expired.',
  'auth.request_new_link': 'Back to sign in',

  'auth.otp_title': 'Verification code',
  'auth.otp_subtitle': 'Enter the 6-digit code we sent to {identifier}.',
  'auth.otp_existing_account':
    'Already have an account with this address? Then no code is coming: we sent you a message with links to sign in or reset your password.',
  'auth.otp_group_label': 'Verification code',
  'auth.otp_required': 'Please enter the 6-digit code',
  'auth.remember_me': 'Remember this device for 30 days',
  'auth.otp_submit': 'Verify',
  'auth.otp_missing': 'Start by signing in: the code belongs to a sign-in.',

  'auth.signup_title': 'Create your OptWallet account',
  'auth.signup_subtitle': 'A wallet, rewards and your network in one place.',
  'auth.signup_referral': 'Invited by {code}',
  'auth.age_consent': 'I am at least 18 years old',
  'auth.terms_consent': 'I accept the Terms of Service and the Privacy Policy',
  'auth.signup_submit': 'Create account',

  'auth.forgot_title': 'Forgot password',
  'auth.forgot_subtitle': 'We will send a reset link to your email, or a code to your phone.',
  'auth.forgot_submit': 'Send reset instructions',
  'auth.forgot_link_sent': 'If an account exists for {identifier}, a reset link is on its way.',
  'auth.forgot_use_code': 'I have a code',
  'auth.forgot_code_title': 'Enter your reset code',
  'auth.forgot_code_subtitle': 'Enter the 6-digit code we sent to {identifier}.',
  'auth.forgot_code_submit': 'Continue',

  'auth.reset_title': 'New password',
  'auth.setup_title': 'Set up your password',
  'auth.reset_subtitle': 'Choose a password of at least 8 characters with one special character.',
  'auth.reset_submit': 'Save password',
  'auth.reset_done': 'Your password was changed. Sign in with the new one.',
  'auth.reset_invalid': 'This reset link is invalid or has expired.',

  'auth.callback_title': 'Finishing sign-in…',
  'auth.callback_failed': 'Sign-in could not be completed.',

  'auth.store_title': 'Get the mobile app',
  'auth.app_store': 'Download on the App Store',
  'auth.play_store': 'Get it on Google Play',

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
  'identifier.email_title': 'Verify your email',
  'identifier.email_subtitle':
    'Enter the 6-digit code we sent to {email}. Your email counts once it is verified.',
  'identifier.email_verify': 'Verify email',
  'identifier.email_verified': 'Email verified',
  'identifier.resend': 'Resend the code',
  'identifier.resent': 'We sent a new code to {email}.',
  'identifier.other_email': 'Use another email',

  'shell.breadcrumb_home': 'Home',
  'shell.open_menu': 'Open menu',
  'shell.close_menu': 'Close menu',
  'shell.notifications': 'Notifications',
  'shell.no_notifications': 'No notifications yet',
  'shell.logout_title': 'Logout',
  'shell.logout_body': 'Are you sure you want to log out?',
  'shell.profile_menu': 'Account menu',
  'shell.primary_nav': 'Main navigation',

  'settings.title': 'Settings',
  'settings.profile': 'Manage profile and account',
  'settings.display_name': 'Display name',
  'settings.username': 'Username',
  'settings.email': 'Email',
  'settings.phone': 'Phone number',
  'settings.country': 'Country',
  'settings.change_password': 'Change password',
  'settings.connected_apps': 'Connected apps: apps you allowed to use your account',
  'settings.current_password': 'Current password',
  'settings.send_code': 'Send verification code',
  'settings.code_sent': 'We sent a verification code. Enter it with your new password.',
  'settings.code': 'Verification code',
  'settings.password_changed': 'Password changed',
  'settings.verify_phone': 'Verify phone number',

  'help.title': 'Help & support',
  'help.contact_title': 'Contact us',
  'help.email': 'Email support',
  'help.email_body': 'support@optwallet.example — we answer within one working day.',
  'help.faq_title': 'Frequently asked questions',

  'error.not_found_body': 'The page you are looking for does not exist or has moved.',
  'error.app_load_body':
    'Something went wrong while loading OptWallet. Reload the page to try again.',
  'error.reload': 'Reload',

  'placeholder.oauth_consent': 'Review what the app asks to access.',
  ...NOTIFICATIONS_TEXTS_EN,
  ...CONTACTS_TEXTS_EN,
  ...NETWORK_TEXTS_EN,
  ...PROFILE_TEXTS_EN,
  ...ADMIN_TEXTS_EN,
  ...MONEY_TEXTS_EN,
  ...CHART_TEXTS_EN,
  ...STAKE_ACTION_TEXTS_EN,
  ...DASHBOARD_TEXTS_EN,
  ...ASSETS_TEXTS_EN,
  ...TRANSFER_TEXTS_EN,
  ...STAKING_TEXTS_EN,
  ...VALIDATORS_TEXTS_EN,
  ...DISTRIBUTION_TEXTS_EN,
  ...WALLET_SETUP_TEXTS_EN,
  ...SETTINGS_TEXTS_EN,
  ...ACCOUNT_SYNC_TEXTS_EN,
} as const;

export type AppTextKey = keyof typeof APP_TEXTS_EN;
