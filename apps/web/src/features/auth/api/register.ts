import { useMutation } from '@tanstack/react-query';
import {
  API_ROUTES,
  SuccessMessageResponseSchema,
  type RegisterRequest,
} from '@chronodeck/contract';
import { apiRequest } from '../../../shared/api/api-client';

export const register = (registration: RegisterRequest) =>
  apiRequest(API_ROUTES.auth.register, {
    method: 'POST',
    body: registration,
    schema: SuccessMessageResponseSchema,
  });

export const useRegister = () => useMutation({ mutationFn: register });
