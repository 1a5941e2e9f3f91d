import {
  identifierType,
  magicLoginUrl,
  referralCodeFromPath,
  signupPathFromLogin,
  validateEmailOrPhone,
  validateRequired,
} from '@optwallet/domain';
import { Button, FormField, PasswordField, TextField } from '@optwallet/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { StoreBadges } from '../../../components/store-badges';
import { loadApi } from '../../../lib/load-api';
import { useCaptcha } from '../../../lib/recaptcha';
import {
  completeSignIn,
  forgetLogoutReason,
  lastLogoutReason,
  type LogoutReason,
} from '../../../lib/session';
import { keepCodeRequest, rememberTokenFor, savePendingSignIn } from '../lib/pending-sign-in';
import { returnToAfterSignIn } from '../lib/return-to';
import { t } from '../texts';

type Field = 'identifier' | 'password';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

/** Spec §5 rules, with domain's validators and catalogue texts (no form library on this screen). */
const RULES: Record<Field, (values: Values) => string | undefined> = {
  identifier: (values) => validateEmailOrPhone(values.identifier)?.message,
  password: (values) => validateRequired('password', values.password)?.message,
};

function check(values: Values, fields: readonly Field[]): Errors {
  const errors: Errors = {};
  for (const field of fields) {
    const message = RULES[field](values);
    if (message) errors[field] = message;
  }
  return errors;
}

type Busy = 'idle' | 'password' | 'magic';

/** Why the app signed the user out (spec §4/§8), said above the form. */
const SIGNED_OUT_TEXT = {
  expired: 'auth.signed_out_expired',
  invalid_refresh: 'auth.signed_out_expired',
  inactivity: 'auth.signed_out_inactivity',
  max_retries: 'auth.signed_out_max_retries',
} as const satisfies Record<LogoutReason, Parameters<typeof t>[0]>;

/**
 * /login (also /oauth and /oauth-consent signed out). The first screen most visitors load, so it
 * carries little: the API client loads when the visitor starts filling the form.
 */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = returnToAfterSignIn(location.pathname, location.search);
  // An invite link opened signed out (/c/{code}, spec §2: behind the login guard) lands here.
  const invitedBy = referralCodeFromPath(returnTo);
  const [values, setValues] = useState<Values>({ identifier: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  // After a first attempt, a field's message follows what is typed.
  const [checked, setChecked] = useState<readonly Field[]>([]);
  const [busy, setBusy] = useState<Busy>('idle');
  const [magicSentTo, setMagicSentTo] = useState<string | null>(null);
  const [signedOutBecause] = useState(lastLogoutReason);
  const recaptcha = useCaptcha();
  // What a ticked reCAPTCHA checkbox sends again: the sign-in, or the magic-link request.
  const form = useRef<HTMLFormElement>(null);
  const magicButton = useRef<HTMLButtonElement>(null);
  // Said once: a reload of /login later does not repeat it.
  useEffect(() => forgetLogoutReason(), []);

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked.includes(field)) setErrors({ ...errors, [field]: RULES[field](next) });
  };
  // The error display (and its toaster) loads with the first failure, not with the page.
  const showError = async (error: unknown, fields: readonly Field[]) => {
    const { showServerError } = await import('../../../lib/form-errors');
    showServerError(
      error,
      (field: Field, { message }) => setErrors((current) => ({ ...current, [field]: message })),
      fields,
    );
  };

  const attempt = (fields: readonly Field[]) => {
    const found = check(values, fields);
    setErrors(found);
    setChecked(fields);
    return Object.keys(found).length === 0;
  };

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    if (!attempt(['identifier', 'password'])) return;
    const id = values.identifier.trim();
    setBusy('password');
    try {
      const api = await loadApi();
      // A resend on /verify-otp asks again: with a fresh reCAPTCHA token (each is single use).
      const request = async () =>
        api.auth.login({
          type: identifierType(id) ?? 'email',
          identifier: id,
          redirect_url: magicLoginUrl(window.location.origin, returnTo),
          password: values.password,
          remember_token: rememberTokenFor(id),
          ...(await recaptcha.fields('login')),
        });
      const result = await request();
      if (result.two_factor) {
        savePendingSignIn({ identifier: result.identifier, type: result.type, returnTo });
        keepCodeRequest(request);
        navigate('/verify-otp');
      } else {
        completeSignIn(returnTo);
      }
    } catch (error) {
      setBusy('idle');
      if (recaptcha.needsCheckbox(error, () => form.current?.requestSubmit())) return;
      await showError(error, ['identifier', 'password']);
    }
  };

  // Magic link: only the identifier is needed, so it is checked on its own.
  const sendMagicLink = async () => {
    if (!attempt(['identifier'])) return;
    const id = values.identifier.trim();
    setBusy('magic');
    try {
      const api = await loadApi();
      // The link lands on this app's /magicLogin, and from there where this sign-in would go.
      await api.auth.resendMagicLink({
        type: identifierType(id) ?? 'email',
        identifier: id,
        redirect_url: magicLoginUrl(window.location.origin, returnTo),
        ...(await recaptcha.fields('magic_link')),
      });
      setMagicSentTo(id);
    } catch (error) {
      if (recaptcha.needsCheckbox(error, () => magicButton.current?.click())) return;
      await showError(error, ['identifier']);
    } finally {
      setBusy('idle');
    }
  };

  return (
    <CenteredPage
      title={t('auth.login_title')}
      subtitle={
        invitedBy === null ? t('auth.login_subtitle') : t('auth.login_invited', { code: invitedBy })
      }
      footer={
        <>
          <p>
            {t('auth.no_account')} {/* From an invite, sign-up keeps its referral code. */}
            <Link className={pageStyles.link} to={signupPathFromLogin(location.search)}>
              {t('auth.create_account_link')}
            </Link>
          </p>
          <StoreBadges />
        </>
      }
    >
      {signedOutBecause ? (
        <p role="status" className={pageStyles.notice}>
          {t(SIGNED_OUT_TEXT[signedOutBecause])}
        </p>
      ) : null}
      {/* Typing starts loading the API client, so it is there before the first click. */}
      <form ref={form} onSubmit={(e) => void signIn(e)} onFocus={() => void loadApi()} noValidate>
        <fieldset className={pageStyles.fieldset} disabled={busy !== 'idle'}>
          <FormField
            label={t('common.email_or_phone')}
            hint={t('common.email_or_phone_hint')}
            error={errors.identifier}
          >
            <TextField
              name="identifier"
              autoComplete="username"
              inputMode="email"
              value={values.identifier}
              onChange={(e) => change('identifier', e.target.value)}
            />
          </FormField>
          <FormField
            label={t('common.password')}
            error={errors.password}
            labelAside={
              <Link className={pageStyles.link} to="/forgot-password">
                {t('auth.forgot_password_link')}
              </Link>
            }
          >
            <PasswordField
              name="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(e) => change('password', e.target.value)}
            />
          </FormField>
          {recaptcha.checkbox}
          <Button type="submit" loading={busy === 'password'}>
            {t('auth.login_submit')}
          </Button>
          <div className={pageStyles.divider}>{t('common.or')}</div>
          <Button
            ref={magicButton}
            type="button"
            variant="secondary"
            loading={busy === 'magic'}
            onClick={() => void sendMagicLink()}
          >
            {magicSentTo ? t('auth.magic_link_resend') : t('auth.magic_link_button')}
          </Button>
          {magicSentTo ? (
            <p className={pageStyles.notice} role="status">
              {t('auth.magic_link_sent', { identifier: magicSentTo })}
            </p>
          ) : null}
        </fieldset>
      </form>
    </CenteredPage>
  );
}
