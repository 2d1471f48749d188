import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';

type Fields = Record<string, string>;

/**
 * Text fields checked with the route's own zod schema: a field on blur, every field on submit, and once a submit
 * has been tried, each field as it changes. For the login form on the phone, where react-hook-form would be
 * most of the code a first visit downloads (docs/decisions/0005).
 */
export function useCheckedFields<Values extends Fields>(schema: z.ZodObject, initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = (name: keyof Values, value: string) => {
    const field = schema.shape[name as string] as z.ZodType | undefined;
    const result = field?.safeParse(value);
    setErrors((current) => ({ ...current, [name]: result?.success === false ? result.error.issues[0]?.message : '' }));
  };

  const field = (name: keyof Values) => ({
    name: name as string,
    value: values[name],
    error: errors[name] || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      if (submitted) check(name, value);
    },
    onBlur: () => check(name, values[name] ?? ''),
  });

  /**
   * The parsed values when every field passes; otherwise null, with every field's message shown and the focus
   * on the first field to put right, where a screen reader reads its message.
   */
  const submit = (): Values | null => {
    setSubmitted(true);
    for (const name of Object.keys(values)) check(name, values[name] ?? '');
    const result = schema.safeParse(values);
    if (result.success) return result.data as Values;
    const first = result.error.issues[0]?.path[0];
    if (typeof first === 'string') document.getElementsByName(first)[0]?.focus();
    return null;
  };

  return { field, submit };
}
