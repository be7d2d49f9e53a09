import { useMutation } from '@tanstack/react-query';
import { API_ROUTES, LoginResponseSchema, type LoginRequest } from '@chronodeck/contract';
import { apiRequest } from '../../../shared/api/api-client';

export const login = (credentials: LoginRequest) =>
  apiRequest(API_ROUTES.auth.login, {
    method: 'POST',
    body: credentials,
    schema: LoginResponseSchema,
  });

export const useLogin = () => useMutation({ mutationFn: login });
