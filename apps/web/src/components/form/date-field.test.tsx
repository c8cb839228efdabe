import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateField } from './date-field';

function Harness({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField id="day" label="Day" value={value} onChange={setValue} error={error} min="2026-01-01" max="2026-12-31" />
      <output aria-label="value">{value}</output>
      <button type="button" onClick={() => setValue('2026-05-04')}>
        Set from outside
      </button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Day' }) as HTMLInputElement;
const value = () => screen.getByRole('status', { name: 'value' }).textContent;

describe('DateField: one date format for input (APP_LOCALE en-AU)', () => {
  it('shows a day in the app format and reports what is typed as YYYY-MM-DD at every key', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-27" />);
    expect(field().value).toBe('27/11/2026');
    expect(field().placeholder).toBe('dd/mm/yyyy');
    await user.clear(field());
    expect(value()).toBe('');
    await user.type(field(), '7/3/2026');
    expect(value()).toBe('2026-03-07');
    await user.tab();
    expect(field().value).toBe('07/03/2026');
  });

  it('keeps text that is no day as typed, passes it on for the form to refuse, and says how to write one on leaving', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), '31/02/2026');
    expect(value()).toBe('31/02/2026');
    expect(screen.queryByText(/Write the date as dd\/mm\/yyyy, e\.g\. \d{2}\/\d{2}\/\d{4}\./)).toBeNull();
    await user.tab();
    expect(field().value).toBe('31/02/2026');
    expect(screen.getByText(/^Write the date as dd\/mm\/yyyy, e\.g\. \d{2}\/\d{2}\/\d{4}\.$/)).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a value set from outside, and takes a day from the calendar with its bounds', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Set from outside' }));
    expect(field().value).toBe('04/05/2026');
    const calendar = field().closest('.MuiInputBase-root')!.querySelector<HTMLInputElement>('input[type="date"]')!;
    expect([calendar.min, calendar.max, calendar.value, calendar.tabIndex]).toEqual(['2026-01-01', '2026-12-31', '2026-05-04', -1]);
    fireEvent.change(calendar, { target: { value: '2026-08-09' } });
    expect(field().value).toBe('09/08/2026');
    expect(value()).toBe('2026-08-09');
    expect(screen.getByRole('button', { name: 'Choose Day from a calendar' })).toBeTruthy();
  });

  it("shows the form's error", () => {
    render(<Harness error="Day is required." />);
    expect(screen.getByText('Day is required.')).toBeTruthy();
  });
});
