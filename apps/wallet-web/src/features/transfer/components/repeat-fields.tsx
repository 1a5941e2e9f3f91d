import { FormField, TextField } from '@optwallet/ui';
import { useId } from 'react';
import { t } from '../texts';
import type { RepeatErrors, RepeatValues } from '../lib/repeat';
import styles from './repeat-fields.module.css';

interface Choice<V extends string> {
  value: V;
  label: string;
}

/** One choice of a few, as radio buttons drawn as pills. */
function Choices<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: Choice<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface RepeatFieldsProps {
  values: RepeatValues;
  errors: RepeatErrors;
  onChange: (values: RepeatValues) => void;
}

/** "Repeat" on an OPT send: Never, Weekly or Monthly; then a number of times or a last date. */
export function RepeatFields({ values, errors, onChange }: RepeatFieldsProps) {
  const name = useId();
  const set = (changes: Partial<RepeatValues>) => onChange({ ...values, ...changes });
  return (
    <div className={styles.group}>
      <Choices
        legend={t('transfer.repeat')}
        name={`${name}-every`}
        value={values.every}
        onChange={(every) => set({ every })}
        choices={[
          { value: 'never', label: t('transfer.repeat_never') },
          { value: 'week', label: t('transfer.repeat_weekly') },
          { value: 'month', label: t('transfer.repeat_monthly') },
        ]}
      />
      {values.every === 'never' ? null : (
        <>
          <Choices
            legend={t('transfer.repeat_ends')}
            name={`${name}-ends`}
            value={values.ends}
            onChange={(ends) => set({ ends })}
            choices={[
              { value: 'count', label: t('transfer.repeat_times') },
              { value: 'until', label: t('transfer.repeat_until') },
            ]}
          />
          {values.ends === 'count' ? (
            <FormField label={t('transfer.repeat_count')} error={errors.count}>
              <TextField
                inputMode="numeric"
                value={values.count}
                autoComplete="off"
                onChange={(event) => set({ count: event.target.value })}
              />
            </FormField>
          ) : (
            <FormField label={t('transfer.repeat_until_date')} error={errors.until}>
              <TextField
                type="date"
                value={values.until}
                onChange={(event) => set({ until: event.target.value })}
              />
            </FormField>
          )}
          <p className={styles.hint}>{t('transfer.repeat_hint')}</p>
        </>
      )}
    </div>
  );
}
