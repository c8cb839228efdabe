import type { ConfirmForgotPassword, ForgotPassword } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';

// spec §7: both calls are made without a session.
export const requestPasswordReset = (body: ForgotPassword) => api.post('/forgot-password', { body });

export const confirmPasswordReset = (body: ConfirmForgotPassword) => api.post('/confirm-forgot-password', { body });
