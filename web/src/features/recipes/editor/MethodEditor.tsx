import { SimpleGrid, Textarea, Title } from '@mantine/core';
import { useId } from 'react';
import { splitMethod } from '@fiz/core/method';
import { RECIPE_METHOD_MAX } from '@fiz/core/recipe';
import { charactersIn, lengthHint } from './lengthHint';
import { StepList } from './StepList';
import { DIRECTION_FROM_TEXT } from '../../../components/ui/textDirection';

interface MethodEditorProps {
  value: string;
  onChange: (text: string) => void;
  error?: string;
}

/** Spec 4.2: the method is typed as free text and previewed as the steps it will be saved as. */
export function MethodEditor({ value, onChange, error }: MethodEditorProps) {
  const previewId = useId();
  const steps = splitMethod(value);
  const hint = lengthHint(charactersIn(value), RECIPE_METHOD_MAX);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Textarea
        label="Method"
        description={
          <>
            Each sentence, bar (|) or new line starts a new step.
            {/* The space keeps a screen reader from running the two sentences together. */}
            {hint && <span className="fiz-length-hint"> {hint}</span>}
          </>
        }
        autosize
        attributes={DIRECTION_FROM_TEXT}
        minRows={8}
        maxRows={30}
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <section aria-labelledby={previewId}>
        <Title order={3} size="h5" id={previewId} mb="xs">
          Preview
        </Title>
        <StepList steps={steps} empty="No steps yet." />
      </section>
    </SimpleGrid>
  );
}
