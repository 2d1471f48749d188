import { Checkbox } from '@mantine/core';

/** Spec 2.3: the login and register forms let the cook see what they typed. */
export function ShowPassword({ shown, onChange }: { shown: boolean; onChange: (shown: boolean) => void }) {
  return <Checkbox label="Show password" checked={shown} onChange={(event) => onChange(event.currentTarget.checked)} />;
}
