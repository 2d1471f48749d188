import { List, Text } from '@mantine/core';

/** A method's steps, numbered; what to say instead when there are none. */
export function StepList({ steps, empty }: { steps: string[]; empty: string }) {
  if (steps.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <List type="ordered" spacing="xs">
      {steps.map((step, index) => (
        <List.Item key={index}>{step}</List.Item>
      ))}
    </List>
  );
}
