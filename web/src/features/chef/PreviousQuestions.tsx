import { serverMessage } from '../../lib/api';
import { Alert, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, useRef, useState } from 'react';
import type { ChefQuestion } from '@fiz/core/chef';
import { FlashAlert } from '../../components/ui/FlashAlert';
import { useFlash } from '../../components/ui/useFlash';
import { useDeleteChefQuestion } from './chef.mutations';
import { ConfirmDeleteModal } from '../../components/ui/ConfirmDeleteModal';
import { QuestionAccordion } from './QuestionAccordion';
import './Chef.css';

const DELETE_FAILED = 'The question could not be deleted. Please try again.';

/** Spec 2.3: 'Your Previous Questions', each deleted only after the cook confirms. */
export function PreviousQuestions({ userId }: { userId: number }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, { open, close }] = useDisclosure(false);
  const [chosen, setChosen] = useState<ChefQuestion | null>(null);
  const deleteQuestion = useDeleteChefQuestion();
  const { flash, show } = useFlash();

  const askToDelete = (question: ChefQuestion) => {
    deleteQuestion.reset();
    setChosen(question);
    open();
  };
  const confirmDelete = () => {
    if (!chosen) return;
    deleteQuestion.mutate(chosen.askchef_id, {
      onSuccess: ({ message }) => {
        show('success', message);
        // Its Delete button has gone with it, so the focus waits at the top of the list.
        heading.current?.focus({ preventScroll: true });
      },
      onSettled: close,
    });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} ref={heading} tabIndex={-1}>
        Your Previous Questions
      </Title>
      <FlashAlert flash={flash} />
      {deleteQuestion.isError && (
        <Alert color="red" role="alert">
          {serverMessage(deleteQuestion.error, DELETE_FAILED)}
        </Alert>
      )}
      <QuestionAccordion userId={userId} onDelete={askToDelete} />
      <ConfirmDeleteModal
        title="Delete question"
        opened={confirming}
        message={`Delete "${chosen?.askchef_question ?? ''}" and its answer? This cannot be undone.`}
        deleting={deleteQuestion.isPending}
        onCancel={close}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
