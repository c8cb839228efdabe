import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePassword, NotificationSettingsUpdate, ProfileUpdate } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/session';
import { queryKey } from '../../../lib/query-keys';

export const profileKeys = {
  own: queryKey('profile'),
  notificationSettings: queryKey('profile', 'notification-settings'),
  sessions: queryKey('profile', 'sessions'),
};

export const fetchProfile = (signal?: AbortSignal) => api.get('/user', { signal });
export const updateProfile = (body: ProfileUpdate) => api.put('/profile', { body });
export const changePassword = (body: ChangePassword) => api.put('/change-password', { body });
/** The settings' read: its ETag is the version their form saves from (the PUT goes to /notification-settings/{id}). */
export const NOTIFICATION_SETTINGS_PATH = '/notification-settings';
export const fetchNotificationSettings = (signal?: AbortSignal) => api.get(NOTIFICATION_SETTINGS_PATH, { signal });
export const updateNotificationSettings = (id: number, body: NotificationSettingsUpdate) => api.put('/notification-settings/{id}', { params: { id }, body });

export const useProfile = () => useQuery({ queryKey: profileKeys.own, queryFn: ({ signal }) => fetchProfile(signal) });

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      // The top bar reads the stored user: the new first name shows there at once, without a reload.
      updateStoredUser({ first_name: profile.first_name, last_name: profile.last_name });
      client.setQueryData(profileKeys.own, profile);
    },
  });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

export const useNotificationSettings = (enabled: boolean) =>
  useQuery({ queryKey: profileKeys.notificationSettings, queryFn: ({ signal }) => fetchNotificationSettings(signal), enabled });

export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: NotificationSettingsUpdate & { id: number }) => updateNotificationSettings(id, body),
    // Read again too, so the version the form starts from next (GET's ETag) is this save's (CONTRACT "Concurrent edits").
    onSuccess: (settings) => {
      client.setQueryData(profileKeys.notificationSettings, settings);
      return client.invalidateQueries({ queryKey: profileKeys.notificationSettings });
    },
  });
}

export const fetchMySessions = (signal?: AbortSignal) => api.get('/me/sessions', { signal });
export const endMySession = (id: number) => api.delete('/me/sessions/{id}', { params: { id } });
export const endMyOtherSessions = () => api.delete('/me/sessions');

export const useMySessions = () => useQuery({ queryKey: profileKeys.sessions, queryFn: ({ signal }) => fetchMySessions(signal) });

// CONTRACT "Staff sign-in: second factors": the authenticator app.
export const mfaKeys = { status: queryKey('profile', 'mfa') };
export const fetchMfaStatus = (signal?: AbortSignal) => api.get('/me/mfa', { signal });
export const startTotp = (password?: string) => api.post('/me/mfa/totp', { body: password === undefined ? {} : { password } });
export const confirmTotp = (code: string) => api.post('/me/mfa/totp/confirm', { body: { code } });
export const disableTotp = (password: string) => api.delete('/me/mfa/totp', { body: { password } });
export const useMfaStatus = () => useQuery({ queryKey: mfaKeys.status, queryFn: ({ signal }) => fetchMfaStatus(signal) });

// Passkeys.
export const passkeyKeys = { list: queryKey('profile', 'passkeys') };
export const fetchMyPasskeys = (signal?: AbortSignal) => api.get('/me/passkeys', { signal });
export const passkeyOptions = (password?: string) => api.post('/me/passkeys/options', { body: password === undefined ? {} : { password } });
export const addPasskey = (name: string, response: unknown) => api.post('/me/passkeys', { body: { name, response: response as never } });
export const removePasskey = (id: number, password?: string) => api.delete('/me/passkeys/{id}', { params: { id }, body: password === undefined ? {} : { password } });
export const useMyPasskeys = () => useQuery({ queryKey: passkeyKeys.list, queryFn: ({ signal }) => fetchMyPasskeys(signal) });
