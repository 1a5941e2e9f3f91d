import type { PaymentRequestRecord } from '@optwallet/api-client';
import { toast } from '@optwallet/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { showServerError } from '../../../lib/form-errors';
import { invalidateRequests } from '../../../lib/payment-requests';
import { t } from '../texts';

/** Decline (payer) and Cancel (requester); either way every request list refetches. */
export function useRequestActions() {
  const queryClient = useQueryClient();
  const settle = () => void invalidateRequests(queryClient);
  const decline = useMutation({
    mutationFn: (request: PaymentRequestRecord) => api.social.declinePaymentRequest(request.id),
    onSuccess: () => toast.success(t('requests.declined_toast')),
    onError: (error) => showServerError(error),
    onSettled: settle,
  });
  const cancel = useMutation({
    mutationFn: (request: PaymentRequestRecord) => api.social.cancelPaymentRequest(request.id),
    onSuccess: () => toast.success(t('requests.cancelled_toast')),
    onError: (error) => showServerError(error),
    onSettled: settle,
  });
  return { decline, cancel };
}
