import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';
import { dropDraft, findDraft, keepDraft, type DraftKey, type RecipeDraft } from './recipeDraft';
import { useLeaveGuard } from './useLeaveGuard';

interface UnsavedWorkOptions<Values extends FieldValues> {
  form: { reset: UseFormReset<Values> };
  draftKey: DraftKey;
  /** Whether leaving now would lose work: the form is dirty, or (an import) nothing is saved yet. */
  unsaved: boolean;
  /** The form a kept draft restores; by default the draft's own values. */
  restore?: (draft: RecipeDraft<Values>) => Values;
  /** The form a discarded draft leaves: by default the values the form opened with. */
  discardTo?: () => Values;
}

/**
 * Nothing typed into a recipe form is lost: what a failed save held is kept in this browser and restored when the
 * form opens again, leaving with unsaved changes asks first, and a save that lands clears what was kept.
 */
export function useUnsavedWork<Values extends FieldValues & { recipeName: string }>({
  form,
  draftKey,
  unsaved,
  restore = (draft) => draft.values,
  discardTo,
}: UnsavedWorkOptions<Values>) {
  const { blocker, allowLeave } = useLeaveGuard(unsaved);
  const [kept, setKept] = useState(() => findDraft<Values>(draftKey));
  // Restored as unsaved changes, so leaving still asks and saving saves them.
  useEffect(() => {
    if (kept) form.reset(restore(kept), { keepDefaultValues: true });
    // Once, when the form opens: a later draft is the one this form itself just kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const keep = useCallback(
    (values: Values, base?: RecipeDraft['base']) => keepDraft(draftKey, values, base),
    [draftKey],
  );
  const saved = useCallback(() => {
    dropDraft(draftKey);
    setKept(undefined);
  }, [draftKey]);
  const discard = () => {
    saved();
    form.reset(discardTo?.());
  };
  return { kept, keep, saved, discard, blocker, allowLeave };
}

export type UnsavedWork<Values extends FieldValues & { recipeName: string }> = ReturnType<
  typeof useUnsavedWork<Values>
>;
