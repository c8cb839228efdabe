import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';

// Passkeys in the browser (CONTRACT "Staff sign-in"): @simplewebauthn/browser turns the server's JSON options into a
// navigator.credentials call and its answer back into JSON. Loaded only when a passkey is used, so the sign-in page's
// first paint carries none of it.

/** Whether this browser has WebAuthn at all (a cheap check, without the library). */
export const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

export async function createPasskey(options: unknown): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
}

export async function answerWithPasskey(options: unknown): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
}

/** A browser-side failure in words, or undefined when the error came from elsewhere (the server: show its message). */
export function passkeyProblem(error: unknown, doing: 'add' | 'sign-in', rpId?: string): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as Error & { code?: string }).code;
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID' || error.name === 'SecurityError') {
    return rpId && rpId !== window.location.hostname
      ? `Passkeys work only at ${rpId}, the address GlassDesk is set up for. Open GlassDesk there and try again.`
      : 'Passkeys cannot be used at this address.';
  }
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || error.name === 'InvalidStateError') {
    return 'This device already holds a passkey for your account.';
  }
  if (error.name === 'NotAllowedError' || error.name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return doing === 'add' ? 'No passkey was added: the request was cancelled or timed out.' : 'The passkey sign-in was cancelled or timed out.';
  }
  if (error.name === 'NotSupportedError') return 'This browser or device cannot make a passkey.';
  return undefined;
}
