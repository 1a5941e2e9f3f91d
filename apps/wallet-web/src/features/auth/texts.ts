import { textsWith } from '../../lib/texts';

/** Texts of the sign-in, sign-up, code, link and password screens. */
const AUTH_TEXTS_EN = {
  'auth.login_subtitle': 'Welcome back. Sign in with your email or phone number.',
  'auth.login_invited':
    'Invited by {code}. Sign in to see their profile, or create an account to join them.',
  'auth.have_account': 'Already have an account?',
  'auth.sign_in_link': 'Sign in',
  'auth.link_signed_in_reset':
    'You are signed in as {name}. This link sets a new password for an OptWallet account: sign out first, and it opens right here.',
  'auth.link_sign_out_continue': 'Sign out and continue',
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
  'auth.store_title': 'Get the mobile app',
  'auth.app_store': 'Download on the App Store',
  'auth.play_store': 'Get it on Google Play',
} as const;

export const t = textsWith({ ...AUTH_TEXTS_EN });
