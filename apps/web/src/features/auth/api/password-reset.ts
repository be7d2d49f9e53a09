import { useMutation } from '@tanstack/react-query';
import {
  API_ROUTES,
  SuccessMessageResponseSchema,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@chronodeck/contract';
import { apiRequest } from '../../../shared/api/api-client';

export const forgotPassword = (request: ForgotPasswordRequest) =>
  apiRequest(API_ROUTES.auth.forgotPassword, {
    method: 'POST',
    body: request,
    schema: SuccessMessageResponseSchema,
  });

export const resetPassword = (request: ResetPasswordRequest) =>
  apiRequest(API_ROUTES.auth.resetPassword, {
    method: 'POST',
    body: request,
    schema: SuccessMessageResponseSchema,
  });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
