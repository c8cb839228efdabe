import { describe, expect, it } from 'vitest';
import { ForgotPasswordSchema, ForgotStepTwoFormSchema } from '@glassdesk/shared';
import { EDGE_EMAILS as EMAILS, EDGE_PASSWORDS as PASSWORDS, firstErrors } from '../../test/schema-errors';
import { checkForgotCode, checkForgotEmail } from './forgot-check';

const OTPS = ['', '  ', '123', '1234', ' 1234 ', '12345', 'abcd', '12 4'];

describe('the /forgot checks without zod (forgot-check.ts)', () => {
  it('step one agrees with ForgotPasswordSchema, message for message', () => {
    for (const email of EMAILS) {
      const checked = checkForgotEmail({ email });
      expect('errors' in checked ? checked.errors : {}, email).toEqual(firstErrors(ForgotPasswordSchema, { email }));
      if ('body' in checked) expect(checked.body).toEqual(ForgotPasswordSchema.parse({ email }));
    }
  });

  it('step two agrees with ForgotStepTwoFormSchema, message for message, at every edge', () => {
    for (const otp of OTPS)
      for (const password of PASSWORDS)
        for (const confirm_password of [...PASSWORDS, `${password}x`, password]) {
          const values = { otp, password, confirm_password };
          const checked = checkForgotCode(values);
          expect('errors' in checked ? checked.errors : {}, JSON.stringify(values)).toEqual(firstErrors(ForgotStepTwoFormSchema, values));
          if ('body' in checked) expect(checked.body).toEqual(ForgotStepTwoFormSchema.parse(values));
        }
  });
});
