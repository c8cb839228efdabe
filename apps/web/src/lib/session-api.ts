import { api } from './api-client';
import { clearSession, saveOperations, savePlants, saveTicketPermissions } from './session';

// The calls that open and close a session; login and the shell both use them.
export const fetchOperations = () => api.get('/operations');

export const login = (email: string, password: string) => api.post('/login', { body: { email, password } });
/** The second step of a sign-in with a second factor: an authenticator or recovery code. */
export const loginSecondStep = (mfaToken: string, code: string) => api.post('/login/mfa', { body: { mfa_token: mfaToken, code } });
/** A sign-in with a passkey (both factors at once): the options, then the browser's answer to them. */
export const passkeyLoginOptions = () => api.post('/login/passkey/options');
export const loginWithPasskey = (challengeId: string, response: unknown) => api.post('/login/passkey', { body: { challenge_id: challengeId, response: response as never } });

/** Reads the user's operations and menu again and stores them (spec §6: fetched after login). */
export async function refreshOperations() {
  const answer = await fetchOperations();
  saveOperations(answer);
  return answer;
}

export const fetchTicketPermissions = (signal?: AbortSignal) => api.get('/tickets/permissions', { signal });

/** spec §3/§7: the ticket permissions (add_comment, view_comment) are fetched after login and stored whole. */
export async function refreshTicketPermissions() {
  const answer = await fetchTicketPermissions();
  saveTicketPermissions(answer);
  return answer;
}

export const fetchUserPlants = (userId: number, signal?: AbortSignal) => api.get('/users/{id}/user-plant', { params: { id: userId }, signal });

/** spec §3: local storage keeps the user's plants (checkout, check-in and transfers read them). */
export async function refreshPlants(userId: number) {
  const entries = await fetchUserPlants(userId);
  savePlants(entries.map((entry) => entry.plant));
  return entries;
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
