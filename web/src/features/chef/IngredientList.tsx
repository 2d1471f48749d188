import { ActionIcon, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

interface IngredientListProps {
  ingredients: string[];
  labelledBy: string;
  onRemove: (ingredient: string) => void;
}

/** The ingredients listed so far, one per row, each with its own remove button. */
export function IngredientList({ ingredients, labelledBy, onRemove }: IngredientListProps) {
  if (ingredients.length === 0) return <Text c="dimmed">No ingredients yet.</Text>;
  return (
    <ul className="fiz-chef-ingredients" aria-labelledby={labelledBy}>
      {ingredients.map((ingredient) => (
        // Listed ingredients are unique, so each is its own key.
        <li key={ingredient} className="fiz-chef-ingredient">
          <Text className="fiz-chef-wrap" dir="auto">
            {ingredient}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${ingredient}`}
            onClick={() => onRemove(ingredient)}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </li>
      ))}
    </ul>
  );
}
