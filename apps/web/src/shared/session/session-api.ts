import { API_ROUTES, LogoutResponseSchema, MeResponseSchema } from '@chronodeck/contract';
import { apiRequest } from '../api/api-client';

export const fetchCurrentUser = () => apiRequest(API_ROUTES.auth.me, { schema: MeResponseSchema });

export const logout = () =>
  apiRequest(API_ROUTES.auth.logout, { method: 'POST', schema: LogoutResponseSchema });
