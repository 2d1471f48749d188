import { ApiError, failureMessage, serverMessage } from '../../lib/api';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SessionUser } from '@fiz/core/session';
import { CHEF_LIMITS, CHEF_MESSAGES, CHEF_TIMINGS } from '@fiz/core/chef';
import { FlashAlert } from '../../components/ui/FlashAlert';
import { useFlash } from '../../components/ui/useFlash';
import { DIRECTION_FROM_TEXT } from '../../components/ui/textDirection';
import { ChefAnswer } from './ChefAnswer';
import { useAskChef, useSaveChefQuestion } from './chef.mutations';
import { ChefThinking } from './ChefThinking';
import { ThinkingButton } from './ThinkingButton';
import './Chef.css';
import { BusyButton } from '../../components/ui/BusyButton';

// Spec 8: either shows for 3 s.
const QUESTION_SAVED = 'Question saved...';
const SAVE_FAILED = 'Error saving question.';
/** The same question with the same answer, kept before: the server keeps one, and says so. */
const ALREADY_SAVED = 'Already saved: this answer is in Your Previous Questions.';

/**
 * Spec 8: the server's own words for what it refused and for how the provider failed (an empty answer, a timeout),
 * which it answers in the spec's texts; anything else, an unexpected 500 included, is 'Chef Basil is unavailable'.
 */
function askFailure(error: unknown): string {
  const unexpected = error instanceof ApiError && error.status === 500;
  return unexpected ? CHEF_MESSAGES.askFailed : serverMessage(error, CHEF_MESSAGES.askFailed);
}

/**
 * Spec 4.4, 5 and 9: Ask the Chef sends the question; after an answer the buttons become Save and Ask Another.
 * The question is fixed while it is answered, so what is saved is what was asked; a failure keeps it typed.
 */
export function AskChef({ cook }: { cook: SessionUser }) {
  const [question, setQuestion] = useState('');
  const questionInput = useRef<HTMLInputElement>(null);
  const askAnotherButton = useRef<HTMLButtonElement>(null);
  const ask = useAskChef();
  const saveQuestion = useSaveChefQuestion();
  const emptyWarning = useFlash(CHEF_TIMINGS.emptyQuestionMs);
  const saveNotice = useFlash(CHEF_TIMINGS.questionSavedMs);
  const answer = ask.data;
  const saved = saveQuestion.isSuccess;

  // Save is disabled once it has worked, so the keyboard moves on to the next likely step.
  useEffect(() => {
    if (saved) askAnotherButton.current?.focus();
  }, [saved]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answer !== undefined || ask.isPending) return;
    const asked = question.trim();
    if (!asked) {
      emptyWarning.show('error', CHEF_MESSAGES.emptyQuestion);
      questionInput.current?.focus();
      return;
    }
    // The question is there now: the warning that it was missing would contradict 'Chef Basil is thinking...'.
    emptyWarning.clear();
    ask.mutate(asked);
  };
  const save = () => {
    if (answer === undefined || !ask.variables) return;
    saveQuestion.mutate(
      { question: ask.variables, answer, UserId: cook.user_id },
      {
        onSuccess: ({ alreadySaved }) => saveNotice.show('success', alreadySaved ? ALREADY_SAVED : QUESTION_SAVED),
        onError: (error) => saveNotice.show('error', failureMessage(SAVE_FAILED, error)),
      },
    );
  };
  const askAnother = () => {
    ask.reset();
    saveQuestion.reset();
    // 'Question saved...' was about the last answer: beside the next answer's Save it would say that one is saved.
    saveNotice.clear();
    setQuestion('');
    questionInput.current?.focus();
  };

  return (
    <form onSubmit={submit} noValidate className="fiz-chef-ask">
      <Stack gap="md">
        <TextInput
          ref={questionInput}
          label="Your question"
          description={`Up to ${CHEF_LIMITS.questionMax} characters.`}
          placeholder="e.g. How many ml in 2 cups?"
          value={question}
          maxLength={CHEF_LIMITS.questionMax}
          autoComplete="off"
          attributes={DIRECTION_FROM_TEXT}
          readOnly={answer !== undefined || ask.isPending}
          error={emptyWarning.flash?.text}
          errorProps={{ role: 'alert' }}
          onChange={(event) => setQuestion(event.currentTarget.value)}
        />
        {answer !== undefined && <ChefAnswer answer={answer} />}
        {answer === undefined ? (
          <Group>
            <ThinkingButton type="submit" label="Ask the Chef" thinking={ask.isPending} />
          </Group>
        ) : (
          <Group gap="sm">
            <BusyButton onClick={save} busy={saveQuestion.isPending} disabled={saved}>
              {saved ? 'Saved' : 'Save'}
            </BusyButton>
            <Button ref={askAnotherButton} variant="default" onClick={askAnother}>
              Ask Another
            </Button>
          </Group>
        )}
        {ask.isPaused ? (
          // Asked with no network: the question waits, and goes as soon as the phone is back online.
          <Alert color="blue" role="status">
            You are offline. Chef Basil will answer as soon as you are back online.
          </Alert>
        ) : (
          <ChefThinking thinking={ask.isPending} />
        )}
        {ask.isError && (
          <Alert color="red" role="alert">
            {askFailure(ask.error)}
          </Alert>
        )}
        <FlashAlert flash={saveNotice.flash} />
      </Stack>
    </form>
  );
}
