import { zodResolver } from '@hookform/resolvers/zod';
import { keepCodeRequest, savePendingSignIn, useWebRecaptcha } from '@optwallet/auth-web';
import { identifierType, returnPathAfterSignIn } from '@optwallet/domain';
import { Button, FormField, TextField } from '@optwallet/ui';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from '../../../lib/router';
import { ConsentCheckbox } from '../../../components/consent-checkbox';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { StoreBadges } from '../../../components/store-badges';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { showServerError, toastFieldError } from '../../../lib/form-errors';
import { session } from '../../../lib/session';
import { signupSchema, type SignupForm } from '../lib/schemas';

export function Component() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const params = useParams();
  const referral = params.code ?? search.get('referral') ?? undefined;
  // A deep link the sign-up came from (a payment link's landing): where the new account lands.
  const returnTo = returnPathAfterSignIn(`?${search.toString()}`);
  const form = useForm<SignupForm>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      identifier: '',
      password: '',
      password_confirmation: '',
      age_consent: false,
      terms_consent: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const recaptcha = useWebRecaptcha();

  const onSubmit = form.handleSubmit(async (values, event) => {
    const id = values.identifier.trim();
    try {
      // The server checks reCAPTCHA here too; a resend asks with a fresh token.
      const request = async () =>
        api.auth.register({
          type: identifierType(id) ?? 'email',
          identifier: id,
          password: values.password,
          password_confirmation: values.password_confirmation,
          age_consent: true,
          terms_consent: true,
          ...(referral ? { referral } : {}),
          ...(await recaptcha.fields('sign_up')),
        });
      const result = await request();
      if (result.two_factor) {
        savePendingSignIn({
          identifier: result.identifier,
          type: result.type,
          returnTo,
          signUp: true,
        });
        keepCodeRequest(request);
        navigate('/verify-otp');
      } else {
        session.completeSignIn(returnTo, navigate);
      }
    } catch (error) {
      // A ticked reCAPTCHA checkbox submits the form again.
      const formElement = event?.target as HTMLFormElement | undefined;
      if (recaptcha.needsCheckbox(error, () => formElement?.requestSubmit())) return;
      // The invite's code is on the page (its subtitle), not in a field: its refusal is a toast.
      showServerError(
        error,
        (field, message) =>
          field === 'referral' ? toastFieldError(field, message) : form.setError(field, message),
        ['identifier', 'password', 'password_confirmation', 'age_consent', 'referral'],
      );
    }
  });

  return (
    <CenteredPage
      title={t('auth.signup_title')}
      subtitle={
        referral ? t('auth.signup_referral', { code: referral }) : t('auth.signup_subtitle')
      }
      footer={
        <>
          <p>
            {t('auth.have_account')}{' '}
            <Link className={pageStyles.link} to="/login">
              {t('auth.sign_in_link')}
            </Link>
          </p>
          <StoreBadges />
        </>
      }
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset className={pageStyles.fieldset} disabled={isSubmitting}>
          <FormField
            label={t('common.email_or_phone')}
            hint={t('common.email_or_phone_hint')}
            error={errors.identifier?.message}
          >
            <TextField autoComplete="username" inputMode="email" {...form.register('identifier')} />
          </FormField>
          <NewPasswordFields
            passwordLabel={t('common.password')}
            password={form.register('password')}
            confirmation={form.register('password_confirmation')}
            errors={{
              password: errors.password?.message,
              confirmation: errors.password_confirmation?.message,
            }}
          />
          <ConsentCheckbox
            control={form.control}
            name="age_consent"
            label={t('auth.age_consent')}
          />
          <ConsentCheckbox
            control={form.control}
            name="terms_consent"
            label={t('auth.terms_consent')}
          />
          {recaptcha.checkbox}
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            {t('auth.signup_submit')}
          </Button>
        </fieldset>
      </form>
    </CenteredPage>
  );
}
