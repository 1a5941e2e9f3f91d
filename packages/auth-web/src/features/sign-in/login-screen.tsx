import { Button, FormField, PasswordField, TextField } from '@optwallet/ui';
import { useRef, type ReactNode } from 'react';
import { AppLink } from '../../components/app-link';
import { CardScreen, cardScreenStyles as styles } from '../../components/card-screen';
import type { AppSession } from '../../lib/app-session';
import { SignOutNotice } from './sign-out-notice';
import { text } from './texts';
import { usePasskeySignIn } from './use-passkey-sign-in';
import { useSignIn } from './use-sign-in';

export interface LoginScreenProps {
  session: AppSession;
  /** Where to go once signed in: a path of this app (the request, the deep link, `/`). */
  returnTo: string;
  subtitle: ReactNode;
  /** "Create an account": a path of this app or another app's URL (the consent app's go to wallet-web). */
  signUpHref: string;
  /** "Forgot password?", likewise. */
  forgotPasswordHref: string;
  /** Below the sign-up line (wallet-web's store badges). */
  footer?: ReactNode;
  /**
   * What the identifier field starts with (OpenID Connect login_hint): a prefill the person can
   * change, never an identity; the sign-in proves who signs in.
   */
  identifierHint?: string;
}

/**
 * The sign-in screen of both apps (wallet-web's /login, the consent app's /oauth): the first
 * screen most visitors load, so it carries little: the API client loads when the visitor starts
 * filling the form, the failure display with the first failure.
 */
export function LoginScreen({
  session,
  returnTo,
  subtitle,
  signUpHref,
  forgotPasswordHref,
  footer,
  identifierHint = '',
}: LoginScreenProps) {
  // What a ticked reCAPTCHA checkbox sends again: the sign-in, or the magic-link request.
  const formRef = useRef<HTMLFormElement>(null);
  const magicButtonRef = useRef<HTMLButtonElement>(null);
  const form = useSignIn(
    session,
    returnTo,
    { form: formRef, magicButton: magicButtonRef },
    identifierHint,
  );
  const { values, errors, busy } = form;
  const passkey = usePasskeySignIn(session, returnTo);
  return (
    <CardScreen
      title={text('login_title')}
      subtitle={subtitle}
      footer={
        <>
          <p>
            {text('no_account')}{' '}
            <AppLink className={styles.link} href={signUpHref}>
              {text('create_account')}
            </AppLink>
          </p>
          {footer}
        </>
      }
    >
      <SignOutNotice />
      {/* Typing starts loading the API client, so it is there before the first click. */}
      <form
        ref={formRef}
        onSubmit={(event) => void form.signIn(event)}
        onFocus={() => void session.loadApi()}
        noValidate
      >
        <fieldset className={styles.fieldset} disabled={busy !== 'idle' || passkey.busy}>
          <FormField
            label={text('identifier')}
            hint={text('identifier_hint')}
            error={errors.identifier}
          >
            <TextField
              name="identifier"
              // "webauthn": the browser offers this site's passkeys in the field's autofill.
              autoComplete="username webauthn"
              inputMode="email"
              value={values.identifier}
              onChange={(event) => form.change('identifier', event.target.value)}
            />
          </FormField>
          <FormField
            label={text('password')}
            error={errors.password}
            labelAside={
              <AppLink className={styles.link} href={forgotPasswordHref}>
                {text('forgot_password')}
              </AppLink>
            }
          >
            <PasswordField
              name="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => form.change('password', event.target.value)}
            />
          </FormField>
          {form.recaptchaCheckbox}
          {errors.form ? (
            <p className={styles.warning} role="alert">
              {errors.form}
            </p>
          ) : null}
          <Button type="submit" loading={busy === 'password'}>
            {text('sign_in')}
          </Button>
          <div className={styles.divider}>{text('or')}</div>
          <Button
            ref={magicButtonRef}
            type="button"
            variant="secondary"
            loading={busy === 'magic'}
            onClick={() => void form.sendMagicLink()}
          >
            {form.magicSentTo ? text('magic_link_resend') : text('magic_link')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            loading={passkey.busy}
            onClick={() => void passkey.signIn()}
          >
            {text('passkey_sign_in')}
          </Button>
          {passkey.error ? (
            <p className={styles.warning} role="alert">
              {passkey.error}
            </p>
          ) : null}
          {form.magicSentTo ? (
            <p className={styles.notice} role="status">
              {text('magic_link_sent', { identifier: form.magicSentTo })}
            </p>
          ) : null}
        </fieldset>
      </form>
    </CardScreen>
  );
}
