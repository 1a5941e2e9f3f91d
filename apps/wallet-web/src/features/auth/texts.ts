import { textsWith } from '../../lib/texts';

/** Texts of the sign-in, sign-up, code, link and password screens. */
export const AUTH_TEXTS_EN = {
  'auth.login_title': 'Sign in to OptWallet',
  'auth.login_subtitle': 'Welcome back. Sign in with your email or phone number.',
  'auth.login_invited':
    'Invited by {code}. Sign in to see their profile, or create an account to join them.',
  'auth.login_submit': 'Sign in',
  'auth.signed_out_expired': 'Your session expired. Please sign in again.',
  'auth.signed_out_inactivity':
    'You were signed out after a period of inactivity. Sign in again to continue.',
  // Spec §8's 401-policy text, copied: the catalogue is not part of /login's first load.
  'auth.signed_out_max_retries': 'Max retries exceeded. Please log in again.',
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
  'auth.link_signed_in_reset':
    'You are signed in as {name}. This link sets a new password for an OptWallet account: sign out first, and it opens right here.',
  'auth.link_sign_out_continue': 'Sign out and continue',
  'auth.link_stay_signed_in': 'Stay signed in',
  'auth.magic_other_account_title': 'This link is for another account',
  'auth.magic_other_account':
    'This sign-in link signs in {identifier}, and you are signed in as {name}. Sign out first to use it.',
  'auth.magic_sign_out_use': 'Sign out and use the link',
  'auth.otp_title': 'Verification code',
  'auth.otp_subtitle': 'Enter the 6-digit code we sent to {identifier}.',
  'auth.otp_existing_account':
    'Already have an account with this address? Then no code is coming: we sent you a message with links to sign in or reset your password.',
  'auth.remember_me': 'Remember this device for 30 days',
  'auth.otp_submit': 'Verify',
  'auth.otp_resend': 'Resend code',
  'auth.otp_resend_wait': 'Resend code in {count} s',
  'auth.otp_resent': 'We sent a new code to {identifier}.',
  'auth.otp_resend_sign_in': 'No code? Sign in again to get a new one',
  'auth.otp_missing': 'Start by signing in: the code belongs to a sign-in.',
  'auth.signup_title': 'Create your OptWallet account',
  'auth.signup_subtitle': 'A wallet, rewards and your network in one place.',
  'auth.signup_referral': 'Invited by {code}',
  'auth.age_consent': 'I am at least 18 years old',
  'auth.terms_consent': 'I accept the Terms of Service and the Privacy Policy',
  'auth.signup_submit': 'Create account',
  'auth.forgot_title': 'Forgot password',
  'auth.forgot_subtitle':
    'We will send a reset link and a code to your email, or a code to your phone.',
  'auth.forgot_submit': 'Send reset instructions',
  'auth.forgot_use_code': 'I have a code',
  'auth.forgot_code_title': 'Check your messages',
  // The server never says whether an account exists, so neither does this screen.
  'auth.forgot_sent_email':
    'If an account exists for {identifier}, we sent it a reset link and a 6-digit code. Open the link, or enter the code here.',
  'auth.forgot_sent_phone':
    'If an account exists for {identifier}, we sent it a 6-digit code. Enter it here.',
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
} as const;

export const t = textsWith({ ...AUTH_TEXTS_EN });
