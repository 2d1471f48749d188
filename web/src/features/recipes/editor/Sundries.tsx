import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import type { FocusEvent } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { YesNo } from '@fiz/core/recipe';
import { withWebScheme } from '@fiz/core/websites';
import { keepYoutubeCode } from '@fiz/core/youtube';
import type { RecipeFormValues } from './recipeForm';

function YesNoGroup({ label, value, onChange }: { label: string; value: YesNo; onChange: (value: YesNo) => void }) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next === 'Yes' ? 'Yes' : 'No')}>
      <Group gap="lg" mt={6}>
        <Radio value="Yes" label="Yes" />
        <Radio value="No" label="No" />
      </Group>
    </Radio.Group>
  );
}

/** Spec 2.3 sundries: share, favourite, the YouTube code and a website link. */
export function Sundries() {
  const { control, register, setValue, formState } = useFormContext<RecipeFormValues>();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Controller
        control={control}
        name="recipeShare"
        render={({ field }) => <YesNoGroup label="Share" value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={control}
        name="recipeFavourite"
        render={({ field }) => <YesNoGroup label="Favourite" value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={control}
        name="recipeYoutubeUrl"
        render={({ field, fieldState }) => (
          <TextInput
            label="YouTube code (11 Chars)"
            description="Paste a YouTube address or its code"
            // No maxLength: the browser would cut a pasted address short before the code could be found in it.
            value={field.value}
            onChange={(event) => field.onChange(keepYoutubeCode(event.currentTarget.value))}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      />
      <TextInput
        label="Website link"
        description="Enter a full website address"
        type="url"
        placeholder="https://"
        error={formState.errors.recipeWebsiteLink?.message}
        {...register('recipeWebsiteLink', {
          // Shown as it will be saved: 'www.example.com/soup' gains its https://.
          onBlur: (event: FocusEvent<HTMLInputElement>) =>
            setValue('recipeWebsiteLink', withWebScheme(event.target.value), { shouldDirty: true }),
        })}
      />
    </SimpleGrid>
  );
}
