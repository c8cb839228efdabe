import { afterEach } from 'vitest';
import { takeResponseViolations } from './openapi.js';

// Every API test checks what it received against the OpenAPI document (status and body): an answer that differs
// fails the test that caused it.
afterEach(() => {
  const violations = takeResponseViolations();
  if (violations.length) throw new Error(`Answers that differ from the OpenAPI document:\n${violations.join('\n')}`);
});
