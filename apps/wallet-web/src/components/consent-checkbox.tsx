import { Checkbox } from '@optwallet/ui';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface ConsentCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
}

/** A required yes/no consent (age, terms) bound to a react-hook-form boolean field. */
export function ConsentCheckbox<T extends FieldValues>({
  control,
  name,
  label,
}: ConsentCheckboxProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          label={label}
          checked={field.value === true}
          onCheckedChange={(v) => field.onChange(v === true)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
