import { useQuery } from '@tanstack/react-query';
import type { User } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';

export type Profile = Omit<User, 'created_at'>;

export const profileKeys = { own: ['profile'] as const };

export const fetchProfile = (signal?: AbortSignal) => api.get<Profile>('/user', { signal });

export const useProfile = () => useQuery({ queryKey: profileKeys.own, queryFn: ({ signal }) => fetchProfile(signal) });
