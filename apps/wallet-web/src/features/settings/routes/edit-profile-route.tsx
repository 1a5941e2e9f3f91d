import { reloadAllButUser, setUser, useUser } from '../../../lib/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormField, TextArea, TextField, toast } from '@optwallet/ui';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '../../../lib/router';
import { CenteredPage, pageStyles } from '../../../components/centered-page';
import { CountryField } from '../../../components/country-field';
import { t } from '../texts';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';
import { ProfilePhotoField } from '../components/profile-photo-field';
import { BIO_MAX_LENGTH, type ProfileForm, profileFormSchema } from '../lib/profile-form-schema';

/** /settings/profile: photo (cropped upload), name, bio and country; the public profile shows them. */
export function Component() {
  const navigate = useNavigate();
  const user = useUser();
  const initial = {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    bio: user?.bio ?? '',
    country: user?.country ?? null,
  };
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema()),
    defaultValues: initial,
    // The user may still be loading (the account guard does not wait): filled in once it is
    // here, keeping whatever was typed meanwhile.
    values: user ? initial : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const updated = await api.users.updateProfile({ ...values, country: values.country ?? '' });
      setUser(updated);
      // Every screen that shows this person reads the new name from the server.
      await reloadAllButUser();
      toast.success(t('settings.profile_saved'));
      navigate('/settings', { replace: true });
    } catch (error) {
      showServerError(error, form.setError, ['first_name', 'last_name', 'bio', 'country']);
    }
  });

  return (
    <CenteredPage
      inShell
      title={t('settings.edit_profile')}
      subtitle={t('settings.edit_profile_intro')}
      footer={
        <Link className={pageStyles.link} to="/settings">
          {t('settings.title')}
        </Link>
      }
    >
      <ProfilePhotoField />
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset className={pageStyles.fieldset} disabled={isSubmitting}>
          <div className={pageStyles.row}>
            <FormField
              label={t('settings.first_name')}
              error={errors.first_name?.message}
              style={{ flex: 1 }}
            >
              <TextField autoComplete="given-name" {...form.register('first_name')} />
            </FormField>
            <FormField
              label={t('settings.last_name')}
              error={errors.last_name?.message}
              style={{ flex: 1 }}
            >
              <TextField autoComplete="family-name" {...form.register('last_name')} />
            </FormField>
          </div>
          <FormField
            label={t('settings.bio')}
            hint={t('settings.bio_hint', { count: BIO_MAX_LENGTH })}
            error={errors.bio?.message}
          >
            <TextArea rows={3} {...form.register('bio')} />
          </FormField>
          <CountryField
            control={form.control}
            name="country"
            label={t('settings.country')}
            placeholder={t('settings.country_placeholder')}
          />
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            {t('settings.save_profile')}
          </Button>
        </fieldset>
      </form>
    </CenteredPage>
  );
}
