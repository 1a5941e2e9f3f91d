import { formatMoniker } from '@optwallet/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { validatorsQuery } from '../../lib/money/queries';

/** Validator address -> moniker (first letter capitalised, product §3); unknown addresses map to themselves. */
export function useValidatorNames(): (address: string | null) => string | null {
  const { data } = useQuery(validatorsQuery());
  const names = useMemo(
    () => new Map((data?.validatorSet ?? []).map((v) => [v.address, formatMoniker(v.moniker)])),
    [data],
  );
  return (address) => (address === null ? null : (names.get(address) ?? address));
}
