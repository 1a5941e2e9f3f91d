import {
  failureDisplay,
  identifierType,
  validateEmailOrPhone,
  validateRequired,
} from '@optwallet/domain';
import { Button, FormField, PasswordField, TextField, useRecaptcha } from '@optwallet/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Page, pageStyles } from './page';
import { env } from '../config/env';
import { loadApi } from '../lib/load-api';
import { rememberTokenFor, saveMagicReturn, savePendingSignIn } from '../lib/return-to';
import { completeSignIn } from '../lib/session';
import { text } from '../lib/texts';

export interface LoginFormProps {
  /** Where to go once signed in: the request the user came with (a path of this app). */
  returnTo: string;
  subtitle: string;
}

type Busy = 'idle' | 'password' | 'magic';

/**
 * The compact login of the consent origin: password (then the 2-step code on an unknown device)
 * or a mailed link that lands back on this origin. Sign-up and password reset live in wallet-web.
 */
export function LoginForm({ returnTo, subtitle }: LoginFormProps) {
  const [, navigate] = useLocation();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ identifier?: string; password?: string; form?: string }>(
    {},
  );
  const [busy, setBusy] = useState<Busy>('idle');
  const [magicSentTo, setMagicSentTo] = useState<string | null>(null);
  const recaptcha = useRecaptcha(env.VITE_RECAPTCHA_SITE_KEY, env.VITE_RECAPTCHA_V2_SITE_KEY);
  // What a ticked reCAPTCHA checkbox sends again: the sign-in, or the magic-link request.
  const form = useRef<HTMLFormElement>(null);
  const magicButton = useRef<HTMLButtonElement>(null);

  const checkIdentifier = () => {
    const problem = validateEmailOrPhone(identifier)?.message;
    return problem ? { identifier: problem } : {};
  };

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...checkIdentifier(),
      ...(password === '' ? { password: validateRequired('password', password)?.message } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const id = identifier.trim();
    setBusy('password');
    try {
      const api = await loadApi();
      const result = await api.auth.login({
        type: identifierType(id) ?? 'email',
        identifier: id,
        redirect_url: `${window.location.origin}/magicLogin`,
        password,
        remember_token: rememberTokenFor(id),
        ...(await recaptcha.fields('login')),
      });
      if (result.two_factor) {
        savePendingSignIn({ identifier: result.identifier, type: result.type, returnTo });
        navigate('/verify-otp');
        return;
      }
      completeSignIn();
      navigate(returnTo, { replace: true });
    } catch (error) {
      setBusy('idle');
      if (recaptcha.needsCheckbox(error, () => form.current?.requestSubmit())) return;
      const shown = failureDisplay(error, ['identifier', 'password']);
      setErrors(shown.kind === 'fields' ? shown.messages : { form: shown.message });
    }
  };

  const sendMagicLink = async () => {
    const found = checkIdentifier();
    setErrors(found);
    if (found.identifier) return;
    const id = identifier.trim();
    setBusy('magic');
    try {
      saveMagicReturn(returnTo);
      const api = await loadApi();
      await api.auth.resendMagicLink({
        type: identifierType(id) ?? 'email',
        identifier: id,
        redirect_url: `${window.location.origin}/magicLogin`,
        ...(await recaptcha.fields('magic_link')),
      });
      setMagicSentTo(id);
    } catch (error) {
      if (recaptcha.needsCheckbox(error, () => magicButton.current?.click())) return;
      const shown = failureDisplay(error, ['identifier']);
      setErrors(shown.kind === 'fields' ? shown.messages : { form: shown.message });
    } finally {
      setBusy('idle');
    }
  };

  return (
    <Page
      title={text('sign_in_title')}
      subtitle={subtitle}
      footer={
        <p>
          {text('no_account')}{' '}
          <a className={pageStyles.link} href={`${env.VITE_WALLET_URL}/signup`}>
            {text('create_account')}
          </a>
        </p>
      }
    >
      {/* Typing starts loading the API client, so it is there before the first click. */}
      <form
        ref={form}
        onSubmit={(event) => void signIn(event)}
        onFocus={() => void loadApi()}
        noValidate
      >
        <fieldset className={pageStyles.fieldset} disabled={busy !== 'idle'}>
          <FormField
            label={text('identifier')}
            hint={text('identifier_hint')}
            error={errors.identifier}
          >
            <TextField
              autoComplete="username"
              inputMode="email"
              value={identifier}
              onChange={(e) => setIdentifier(e.target.value)}
            />
          </FormField>
          <FormField
            label={text('password')}
            error={errors.password}
            labelAside={
              <a className={pageStyles.link} href={`${env.VITE_WALLET_URL}/forgot-password`}>
                {text('forgot_password')}
              </a>
            }
          >
            <PasswordField
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          {recaptcha.checkbox}
          {errors.form ? (
            <p className={pageStyles.warning} role="alert">
              {errors.form}
            </p>
          ) : null}
          <Button type="submit" loading={busy === 'password'}>
            {text('sign_in')}
          </Button>
          <div className={pageStyles.divider}>{text('or')}</div>
          <Button
            ref={magicButton}
            type="button"
            variant="secondary"
            loading={busy === 'magic'}
            onClick={() => void sendMagicLink()}
          >
            {magicSentTo ? text('magic_link_again') : text('magic_link')}
          </Button>
          {magicSentTo ? (
            <p className={pageStyles.notice} role="status">
              {text('magic_link_sent', { identifier: magicSentTo })}
            </p>
          ) : null}
        </fieldset>
      </form>
    </Page>
  );
}
