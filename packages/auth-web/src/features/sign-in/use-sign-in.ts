import {
  identifierType,
  magicLoginUrl,
  validateEmailOrPhone,
  validateRequired,
} from '@optwallet/domain';
import { useState, type FormEvent, type RefObject } from 'react';
import { useLocation } from 'wouter';
import type { AppSession } from '../../lib/app-session';
import { keepCodeRequest, savePendingSignIn } from '../../lib/pending-sign-in';
import { rememberTokenFor } from '../../lib/remember-tokens';
import { useWebRecaptcha } from '../../lib/use-web-recaptcha';

export type SignInField = 'identifier' | 'password';
type Values = Record<SignInField, string>;
export type SignInErrors = Partial<Record<SignInField | 'form', string>>;
export type SignInBusy = 'idle' | 'password' | 'magic';

/** Product §5 rules, with domain's validators and catalogue texts (no form library on this screen). */
const RULES: Record<SignInField, (values: Values) => string | undefined> = {
  identifier: (values) => validateEmailOrPhone(values.identifier)?.message,
  password: (values) => validateRequired('password', values.password)?.message,
};

function check(values: Values, fields: readonly SignInField[]): SignInErrors {
  const errors: SignInErrors = {};
  for (const field of fields) {
    const message = RULES[field](values);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * The sign-in of both apps: password (then the 2-step code on /verify-otp for an unknown device)
 * or a mailed link, reCAPTCHA v3 with the v2 checkbox when the API asks for it. Once signed in,
 * the app goes to `returnTo`; the mailed link lands on this origin's /magicLogin carrying it
 * (`?next=`), so it leads there too.
 */
export interface SignInRetries {
  /** The form, submitted again when a ticked reCAPTCHA checkbox retries the sign-in. */
  form: RefObject<HTMLFormElement | null>;
  /** The magic-link button, clicked again when the checkbox retries that request. */
  magicButton: RefObject<HTMLButtonElement | null>;
}

export function useSignIn(
  session: AppSession,
  returnTo: string,
  retries: SignInRetries,
  identifierHint = '',
) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Values>({ identifier: identifierHint, password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  // After a first attempt, a field's message follows what is typed.
  const [checked, setChecked] = useState<readonly SignInField[]>([]);
  const [busy, setBusy] = useState<SignInBusy>('idle');
  const [magicSentTo, setMagicSentTo] = useState<string | null>(null);
  const recaptcha = useWebRecaptcha();

  const change = (field: SignInField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked.includes(field)) setErrors({ ...errors, [field]: RULES[field](next) });
  };

  const attempt = (fields: readonly SignInField[]) => {
    const found = check(values, fields);
    setErrors(found);
    setChecked(fields);
    return Object.keys(found).length === 0;
  };

  /**
   * The failure's display (and the spec's catalogue) loads with the first failure, not the page.
   * `forForm`: fields whose server message is about the whole form, said above the button
   * instead of under the field.
   */
  const showFailure = async (
    failure: unknown,
    fields: readonly SignInField[],
    forForm: readonly SignInField[] = [],
  ) => {
    const { failureText } = await import('../../lib/failure-text');
    const { fields: messages, form } = failureText(failure, [...fields, ...forForm]);
    const formMessage = forForm.map((field) => messages[field]).find(Boolean) ?? form;
    for (const field of forForm) delete messages[field];
    setErrors((current) => ({ ...current, ...messages, form: formMessage }));
  };

  const redirectUrl = () => magicLoginUrl(window.location.origin, returnTo);

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    if (!attempt(['identifier', 'password'])) return;
    const id = values.identifier.trim();
    setBusy('password');
    try {
      const api = await session.loadApi();
      // A resend on /verify-otp asks again: with a fresh reCAPTCHA token (each is single use).
      const request = async () =>
        api.auth.login({
          type: identifierType(id) ?? 'email',
          identifier: id,
          redirect_url: redirectUrl(),
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
        session.completeSignIn(returnTo, navigate);
      }
    } catch (failure) {
      setBusy('idle');
      if (recaptcha.needsCheckbox(failure, () => retries.form.current?.requestSubmit())) return;
      // "These credentials do not match our records." comes on the identifier (its format was
      // checked here already): the pair failed, not the email, so the form says it and neither
      // field is marked wrong.
      await showFailure(failure, ['password'], ['identifier']);
    }
  };

  // Magic link: only the identifier is needed, so it is checked on its own.
  const sendMagicLink = async () => {
    if (!attempt(['identifier'])) return;
    const id = values.identifier.trim();
    setBusy('magic');
    try {
      const api = await session.loadApi();
      await api.auth.resendMagicLink({
        type: identifierType(id) ?? 'email',
        identifier: id,
        redirect_url: redirectUrl(),
        ...(await recaptcha.fields('magic_link')),
      });
      setMagicSentTo(id);
    } catch (failure) {
      if (recaptcha.needsCheckbox(failure, () => retries.magicButton.current?.click())) return;
      await showFailure(failure, ['identifier']);
    } finally {
      setBusy('idle');
    }
  };

  return {
    values,
    errors,
    busy,
    magicSentTo,
    change,
    signIn,
    sendMagicLink,
    recaptchaCheckbox: recaptcha.checkbox,
  };
}
