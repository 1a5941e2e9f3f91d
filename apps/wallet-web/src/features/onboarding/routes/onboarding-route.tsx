import { setUser, useUser } from '../../../lib/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@optwallet/api-client';
import type { User } from '@optwallet/contract';
import {
  isBlockedCountry,
  onboardingFormSchema,
  validateEmail,
  validateLength,
} from '@optwallet/domain';
import { Button, FormField, TextField } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from '../../../lib/router';
import { z } from 'zod';
import { CountryField } from '../../../components/country-field';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { ONBOARDING_TEXTS_EN, t } from '../texts';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';

const USERNAME_LENGTH = { min: 3, max: 30 } as const;
const USERNAME = /^[a-zA-Z0-9_]{3,30}$/;
const USERNAME_CHECK_MS = 500;

function onboardingSchema(needsEmail: boolean) {
  return z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      username: z.string(),
      country: z.string().nullable(),
      email: z.string(),
    })
    .superRefine((value, ctx) => {
      const base = onboardingFormSchema.safeParse(value);
      if (!base.success)
        for (const issue of base.error.issues)
          ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
      if (value.username.trim() !== '' && !USERNAME.test(value.username)) {
        ctx.addIssue({
          code: 'custom',
          path: ['username'],
          // Product §5: 'Minimum {count} characters' / 'Maximum {count} characters' first.
          message:
            validateLength(value.username, USERNAME_LENGTH)?.message ??
            ONBOARDING_TEXTS_EN['onboarding.username_invalid'],
        });
      }
      if (needsEmail) {
        const error = validateEmail(value.email);
        if (error) ctx.addIssue({ code: 'custom', path: ['email'], message: error.message });
      }
    });
}
type OnboardingForm = z.infer<ReturnType<typeof onboardingSchema>>;

type Availability = 'idle' | 'checking' | 'available' | 'taken';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Is a username free? A profile lookup by username answers 404 when nobody has it. */
function useUsernameAvailability(username: string, own: string | null): Availability {
  const debounced = useDebounced(username, USERNAME_CHECK_MS);
  const checkable = USERNAME.test(debounced) && debounced.toLowerCase() !== own?.toLowerCase();
  const query = useQuery({
    queryKey: ['username-availability', debounced.toLowerCase()],
    queryFn: async ({ signal }): Promise<Availability> => {
      try {
        await api.users.profile(debounced, { signal });
        return 'taken';
      } catch (error) {
        if (isApiError(error) && error.status === 404) return 'available';
        throw error;
      }
    },
    enabled: checkable,
    staleTime: 60_000,
  });
  if (!USERNAME.test(username) || username.toLowerCase() === own?.toLowerCase()) return 'idle';
  if (username !== debounced || query.isFetching) return 'checking';
  return query.data ?? 'idle';
}

/** Onboarding (product §1): name, username (availability checked), country, then wallet setup. */
export function Component() {
  const navigate = useNavigate();
  const user = useUser();
  const needsEmail = !user?.email;
  const initial = {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    username: user?.username ?? '',
    country: user?.country ?? null,
    email: user?.pending_email ?? '',
  };
  const form = useForm<OnboardingForm>({
    resolver: zodResolver(onboardingSchema(needsEmail)),
    defaultValues: initial,
    // The user may still be loading (the account guard does not wait): filled in once it is
    // here, keeping whatever was typed meanwhile.
    values: user ? initial : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;
  const username = useWatch({ control: form.control, name: 'username' });
  const availability = useUsernameAvailability(username, user?.username ?? null);

  const onSubmit = form.handleSubmit(async (values) => {
    if (availability === 'taken') {
      form.setError('username', { type: 'server', message: t('onboarding.username_taken') });
      return;
    }
    if (values.country && isBlockedCountry(values.country)) {
      form.setError('country', { type: 'server', message: t('validation.country_blocked') });
      return;
    }
    try {
      const updated: User = await api.users.onboardUser({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        username: values.username.trim(),
        country: values.country ?? '',
        ...(needsEmail ? { email: values.email.trim() } : {}),
      });
      setUser(updated);
      // A new email counts once its mailed code is back: that is the next step.
      navigate(updated.pending_email ? '/verify-identifier' : '/setup-wallet', {
        replace: true,
      });
    } catch (error) {
      showServerError(error, form.setError, [
        'first_name',
        'last_name',
        'username',
        'country',
        'email',
      ]);
    }
  });

  const usernameHint =
    availability === 'checking'
      ? t('onboarding.username_checking')
      : availability === 'available'
        ? t('onboarding.username_available')
        : t('onboarding.username_hint');
  const usernameError =
    errors.username?.message ??
    (availability === 'taken' ? t('onboarding.username_taken') : undefined);

  return (
    <CenteredPage title={t('onboarding.title')} subtitle={t('onboarding.subtitle')}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset className={pageStyles.fieldset} disabled={isSubmitting}>
          <div className={pageStyles.row}>
            <FormField
              label={t('onboarding.first_name')}
              error={errors.first_name?.message}
              style={{ flex: 1 }}
            >
              <TextField autoComplete="given-name" {...form.register('first_name')} />
            </FormField>
            <FormField
              label={t('onboarding.last_name')}
              error={errors.last_name?.message}
              style={{ flex: 1 }}
            >
              <TextField autoComplete="family-name" {...form.register('last_name')} />
            </FormField>
          </div>
          <FormField label={t('onboarding.username')} hint={usernameHint} error={usernameError}>
            <TextField autoComplete="username" leading="@" {...form.register('username')} />
          </FormField>
          {needsEmail ? (
            <FormField label={t('onboarding.email')} error={errors.email?.message}>
              <TextField type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
          ) : null}
          <CountryField
            control={form.control}
            name="country"
            label={t('onboarding.country')}
            placeholder={t('onboarding.country_placeholder')}
          />
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={isSubmitting || availability === 'checking'}
          >
            {t('onboarding.submit')}
          </Button>
        </fieldset>
      </form>
    </CenteredPage>
  );
}
