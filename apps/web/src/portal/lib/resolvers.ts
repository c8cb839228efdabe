import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordFormSchema, CustomerMeUpdateSchema, CustomerRegisterSchema, ForgotPasswordSchema, ForgotStepTwoFormSchema } from '@glassdesk/shared';

/**
 * The portal forms' checks: the shared schemas through the zod resolver. One chunk, loaded by the forms' lazy
 * resolvers (components/form/lazy-resolver.ts) once their page is on, never by a page's start-up.
 */
export const resolvers = {
  register: zodResolver(CustomerRegisterSchema),
  forgotEmail: zodResolver(ForgotPasswordSchema),
  forgotCode: zodResolver(ForgotStepTwoFormSchema),
  details: zodResolver(CustomerMeUpdateSchema),
  password: zodResolver(ChangePasswordFormSchema),
};
