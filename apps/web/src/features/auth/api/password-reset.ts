import type { ConfirmForgotPassword, ForgotPassword } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';

type Message = { message: string };

// spec §7: both calls are made without a session.
export const requestPasswordReset = (body: ForgotPassword) => api.post<Message>('/forgot-password', body, { auth: false });

export const confirmPasswordReset = (body: ConfirmForgotPassword) => api.post<Message>('/confirm-forgot-password', body, { auth: false });
