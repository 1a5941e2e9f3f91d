import { countryKeywords } from '@optwallet/domain';
import { FormField, Select } from '@optwallet/ui';
import { useQuery } from '@tanstack/react-query';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { api } from '../lib/api';
import { t } from './texts';

interface CountryFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  placeholder: string;
}

/**
 * A searchable country picker over GET /countries. Blocked countries are listed too, so that a
 * person who looks for theirs reads 'OptWallet is not available in this country' the moment they
 * pick it, rather than not finding it; the form and the server refuse them.
 */
export function CountryField<T extends FieldValues>({
  control,
  name,
  label,
  placeholder,
}: CountryFieldProps<T>) {
  const countries = useQuery({
    queryKey: ['countries'],
    queryFn: ({ signal }) => api.users.countries({ signal }),
    staleTime: Infinity,
  });
  const options = (countries.data ?? []).map((c) => ({
    value: c.code,
    label: c.name,
    keywords: countryKeywords(c.code),
  }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          label={label}
          error={
            fieldState.error?.message ??
            (countries.data?.some((c) => c.blocked && c.code === field.value)
              ? t('validation.country_blocked')
              : undefined)
          }
        >
          <Select
            options={options}
            value={typeof field.value === 'string' ? field.value : null}
            onValueChange={field.onChange}
            placeholder={placeholder}
            invalid={Boolean(fieldState.error)}
            ref={field.ref}
          />
        </FormField>
      )}
    />
  );
}
