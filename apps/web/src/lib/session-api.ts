import type { LoginResponse, OperationsResponse } from '@glassdesk/shared';
import { api } from './api-client';
import { clearSession, saveOperations } from './session';

// The calls that open and close a session; login and the shell both use them.
export const fetchOperations = () => api.get<OperationsResponse>('/operations');

export const login = (email: string, password: string) =>
  api.post<LoginResponse>('/login', { email, password }, { auth: false });

/** Reads the user's operations and menu again and stores them (spec §6: fetched after login). */
export async function refreshOperations() {
  const answer = await fetchOperations();
  saveOperations(answer);
  return answer;
}

/** Revokes the token on the server; a failure there must not keep the user signed in here. */
export async function logout() {
  try {
    await api.post('/logout');
  } catch {
    // ignored on purpose: the local session is cleared either way
  }
  clearSession();
}
