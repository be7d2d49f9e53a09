import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AccountSessionsResponseSchema,
  API_ROUTES,
  fillRoute,
  ProfileResponseSchema,
  SessionsEndedResponseSchema,
  StudySettingsSchema,
  SuccessResponseSchema,
  type StudySettings,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type UpdateProfileRequest,
} from '@chronodeck/contract';
import { apiRequest } from '../../../shared/api/api-client';

const SESSIONS_KEY = ['account', 'sessions'] as const;

export const useRename = () =>
  useMutation({
    mutationFn: (request: UpdateProfileRequest) =>
      apiRequest(API_ROUTES.account.profile, {
        method: 'PUT',
        body: request,
        schema: ProfileResponseSchema,
      }),
  });

export const useChangeEmail = () =>
  useMutation({
    mutationFn: (request: ChangeEmailRequest) =>
      apiRequest(API_ROUTES.account.email, {
        method: 'POST',
        body: request,
        schema: SuccessResponseSchema,
      }),
  });

export const confirmEmailChange = (token: string) =>
  apiRequest(API_ROUTES.account.confirmEmail, {
    method: 'POST',
    body: { token },
    schema: SuccessResponseSchema,
  });

/**
 * A query, not a mutation, as for e-mail verification: the link is single-use, and a query runs
 * once per token even when React mounts the page twice.
 */
export const useConfirmEmailChange = (token: string) =>
  useQuery({
    queryKey: ['confirm-email-change', token],
    queryFn: () => confirmEmailChange(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      apiRequest(API_ROUTES.account.password, {
        method: 'PUT',
        body: request,
        schema: SuccessResponseSchema,
      }),
    // The other sessions ended with the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
};

export const useAccountSessions = () =>
  useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () =>
      apiRequest(API_ROUTES.account.sessions, { schema: AccountSessionsResponseSchema }),
    select: (response) => response.sessions,
  });

export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest(fillRoute(API_ROUTES.account.session, { sessionId }), {
        method: 'DELETE',
        schema: SuccessResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
};

export const useEndOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(API_ROUTES.account.sessions, {
        method: 'DELETE',
        schema: SessionsEndedResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
};

const STUDY_SETTINGS_KEY = ['account', 'study-settings'] as const;

export const useStudySettings = (enabled: boolean) =>
  useQuery({
    queryKey: STUDY_SETTINGS_KEY,
    enabled,
    queryFn: () => apiRequest(API_ROUTES.account.studySettings, { schema: StudySettingsSchema }),
  });

export function useSaveStudySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StudySettings) =>
      apiRequest(API_ROUTES.account.studySettings, {
        method: 'PUT',
        body: settings,
        schema: StudySettingsSchema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(STUDY_SETTINGS_KEY, saved),
  });
}
