import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { isIsoDate } from '@glassdesk/shared/dates';
import { appDates } from '../../lib/app-dates';
import { todayIso } from '../../lib/format-date';

export type DateFieldProps = {
  id: string;
  label: string;
  /** YYYY-MM-DD; '' for none; or text the field could not read, passed on as typed for the form to refuse. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The first and last day the calendar offers (YYYY-MM-DD). The server, or the form, judges what is typed. */
  min?: string;
  max?: string;
  /** The form's error for the field. */
  error?: string;
  helperText?: ReactNode;
  /** Said when what was typed is no day; by default how to write one ("Write the date as dd/mm/yyyy, e.g. …"). */
  invalidText?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  inputRef?: Ref<HTMLInputElement>;
};

const shown = (value: string) => (isIsoDate(value) ? appDates.day(value) : value);

/** How to write a day, with today as the example: "Write the date as dd/mm/yyyy, e.g. 02/12/2026." */
export const dateHint = () => `Write the date as ${appDates.pattern}, e.g. ${appDates.day(todayIso())}.`;

/**
 * A day, typed in the app's date format (APP_LOCALE: dd/mm/yyyy in en-AU) whatever the browser's language, or
 * chosen from the browser's own calendar (the button; a phone's date wheel), which then writes it the same way.
 * A browser's date input would show the browser's order (mm/dd/yyyy in an American browser) while every screen
 * shows the app's: one format, for display and input. What is typed is read at every key (7/3/2026, 07.03.2026,
 * 07032026 and 2026-03-07 all do) and written the app's way on leaving the field; text that is no day says how to
 * write one once the user leaves the field (or as soon as the form has refused it), and stays as typed.
 */
export function DateField(props: DateFieldProps) {
  const { id, label, value, onChange, onBlur, min, max, error, helperText, invalidText, required, disabled, autoFocus, size, fullWidth = true, sx, inputRef } = props;
  const [text, setText] = useState(() => shown(value));
  const [left, setLeft] = useState(false);
  // A value set from outside (a reset, a draft restored, the calendar) is shown; one this field reported is kept as typed.
  const reported = useRef(value);
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setText(shown(value));
  }, [value]);
  const report = (next: string) => {
    reported.current = next;
    onChange(next);
  };
  const type = (typed: string) => {
    setText(typed);
    setLeft(false);
    report(typed.trim() === '' ? '' : (appDates.parse(typed) ?? typed));
  };

  const calendar = useRef<HTMLInputElement>(null);
  const openCalendar = () => {
    const input = calendar.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      // A browser without showPicker (or refusing it): the input itself takes the click.
      input.click();
    }
  };

  const unreadable = text.trim() !== '' && appDates.parse(text) === null;
  const ownError = unreadable && (left || !!error) ? (invalidText ?? dateHint()) : undefined;
  const message = ownError ?? error ?? helperText;
  const helperId = `${id}-helper-text`;
  return (
    // `required` marks the label as the field's form does (the portal's " *"; the back-office has no required day yet).
    <FormControl fullWidth={fullWidth} error={!!ownError || !!error} disabled={disabled} required={required} size={size} sx={sx} variant="outlined">
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={id}
        label={label}
        notched
        value={text}
        placeholder={appDates.pattern}
        autoFocus={autoFocus}
        autoComplete="off"
        inputRef={inputRef}
        onChange={(event) => type(event.target.value)}
        onBlur={() => {
          setLeft(true);
          // What was read is written back as the app writes days (7/3/2026 -> 07/03/2026).
          const read = appDates.parse(text);
          if (read) setText(appDates.day(read));
          onBlur?.();
        }}
        inputProps={{ inputMode: 'numeric', maxLength: 12, 'aria-describedby': message ? helperId : undefined }}
        endAdornment={
          <InputAdornment position="end" sx={{ position: 'relative' }}>
            <IconButton edge="end" size={size === 'small' ? 'small' : 'medium'} aria-label={`Choose ${label} from a calendar`} disabled={disabled} onClick={openCalendar}>
              <CalendarMonthOutlined fontSize={size === 'small' ? 'small' : 'medium'} />
            </IconButton>
            {/* The browser's own calendar, under the button: only its value is used, written back in the app's format. */}
            <input
              ref={calendar}
              type="date"
              tabIndex={-1}
              aria-hidden="true"
              value={isIsoDate(value) ? value : ''}
              min={min}
              max={max}
              disabled={disabled}
              onChange={(event) => {
                const iso = event.target.value;
                if (iso !== '' && !isIsoDate(iso)) return;
                setText(shown(iso));
                setLeft(false);
                report(iso);
              }}
              style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0, padding: 0, pointerEvents: 'none' }}
            />
          </InputAdornment>
        }
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}

type FormProps<T extends FieldValues, TOutput> = Omit<DateFieldProps, 'id' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'> & {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  id?: string;
};

/** A DateField bound to react-hook-form: its value is YYYY-MM-DD, '' for none, or the unreadable text for the schema to refuse. */
export function FormDateField<T extends FieldValues, TOutput = T>({ control, name, id, ...rest }: FormProps<T, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          {...rest}
          id={id ?? `field-${name}`}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
