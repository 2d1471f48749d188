import { Accordion, Alert, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ChefQuestion } from '@fiz/core/chef';
import { formatDateTime } from '../../lib/dates';
import { chefQuestionsQuery } from './chef.queries';

interface QuestionAccordionProps {
  userId: number;
  onDelete: (question: ChefQuestion) => void;
}

/** Spec 2.3 and 4.4: the saved questions, newest first, one answer open at a time. */
export function QuestionAccordion({ userId, onDelete }: QuestionAccordionProps) {
  const { data: questions, isError, fetchStatus } = useQuery(chefQuestionsQuery(userId));
  if (isError) {
    return (
      <Alert color="red" role="alert">
        Your previous questions could not be loaded. Please try again.
      </Alert>
    );
  }
  if (questions === undefined) {
    // With no network the query waits for one: say so, rather than 'Loading…' for as long as the cook is offline.
    return (
      <Text>
        {fetchStatus === 'paused' ? 'You are offline. Your questions show when you are back online.' : 'Loading…'}
      </Text>
    );
  }
  if (questions.length === 0) return <Text c="dimmed">No saved questions yet. Save an answer to keep it here.</Text>;
  return (
    // Each question and answer takes its direction from its own text: Hebrew or Arabic runs from the right.
    <Accordion variant="separated" order={3} attributes={{ label: { dir: 'auto' } }}>
      {questions.map((question) => (
        <Accordion.Item key={question.askchef_id} value={String(question.askchef_id)}>
          <Accordion.Control className="fiz-chef-wrap">{question.askchef_question}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <Text className="fiz-chef-answer" dir="auto">
                {question.askchef_answer}
              </Text>
              <Group justify="space-between" gap="xs">
                <Text size="sm" c="dimmed">{`Saved ${formatDateTime(question.created_at)}`}</Text>
                <Button size="xs" variant="outline" color="red" onClick={() => onDelete(question)}>
                  Delete<VisuallyHidden>{` the question “${question.askchef_question}”`}</VisuallyHidden>
                </Button>
              </Group>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
