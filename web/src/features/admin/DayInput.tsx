import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { parseDayMonthYear } from './dayMonthYear';

/** What a day field shows while holding text that is not a whole, real day (so its value has not changed). */
export const UNFINISHED_DAY = 'Enter the whole date as dd-mm-yyyy: day, month and year.';

// The month and year headings keep their own words as their names, as a control's visible text must be part of it.
const CALENDAR_LABELS = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next ten years',
  previousDecade: 'Previous ten years',
};

interface DayInputProps {
  label: string;
  name: string;
  /** YYYY-MM-DD, or '' for no day. */
  value: string;
  onChange: (day: string) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * A calendar day written dd-mm-yyyy, as the admin screens write every date (spec 9), typed or picked from the
 * calendar that opens below it, whatever the browser's own date format. Text that is not a whole day stays as
 * typed, for the form to refuse (unfinishedDay) rather than quietly keep the day before.
 */
export function DayInput({ label, name, value, onChange, onBlur, error }: DayInputProps) {
  return (
    <DateInput
      label={label}
      name={name}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      onBlur={onBlur}
      valueFormat="DD-MM-YYYY"
      placeholder="dd-mm-yyyy"
      dateParser={parseDayMonthYear}
      fixOnBlur={false}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      ariaLabels={CALENDAR_LABELS}
      // Days of the months either side, and weekends in red, are drawn too faintly to read (WCAG 1.4.3).
      hideOutsideDates
      weekendDays={[]}
      error={error}
      // Names the field on the input typed into, which unfinishedDay reports.
      data-day-input={name}
    />
  );
}

/** The first day field in the form holding text that is not a whole day, for the form to refuse; its name is in dataset.dayInput. */
export function unfinishedDay(form: HTMLFormElement): HTMLInputElement | undefined {
  return [...form.querySelectorAll<HTMLInputElement>('input[data-day-input]')].find(
    (input) => input.value.trim() !== '' && parseDayMonthYear(input.value) === null,
  );
}
