import { List, Text } from '@mantine/core';
import './RecipeEditor.css';

/** A method's steps, numbered; what to say instead when there are none. */
export function StepList({ steps, empty }: { steps: string[]; empty: string }) {
  if (steps.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <List type="ordered" spacing="xs" className="fiz-read-list">
      {steps.map((step, index) => (
        // A step in Hebrew or Arabic reads from the right, whatever the page's direction.
        <List.Item key={index} dir="auto">
          {step}
        </List.Item>
      ))}
    </List>
  );
}
