import { useMutation } from '@tanstack/react-query';
import {
  API_ROUTES,
  SuccessMessageResponseSchema,
  type ResendVerificationRequest,
} from '@chronodeck/contract';
import { apiRequest } from '../../../shared/api/api-client';

export const resendVerification = (request: ResendVerificationRequest) =>
  apiRequest(API_ROUTES.auth.resendVerification, {
    method: 'POST',
    body: request,
    schema: SuccessMessageResponseSchema,
  });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
