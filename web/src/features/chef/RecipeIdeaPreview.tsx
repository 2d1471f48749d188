import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import type { RecipeIdea } from '@fiz/core/chef';
import { ingredientLabel } from '../../lib/ingredientLabel';
import { BusyButton } from '../../components/ui/BusyButton';

function Fit({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Text className="fiz-chef-wrap">
      <Text span fw={700}>
        {label}
      </Text>{' '}
      {items.join(', ')}
    </Text>
  );
}

interface RecipeIdeaPreviewProps {
  idea: RecipeIdea;
  saving: boolean;
  /** Already among the cook's recipes, found again by going Back from its print page. */
  saved: boolean;
  saveError: string;
  onSave: () => void;
  /** Asks for another idea for the same ingredients; absent when there is none to ask for. */
  onAnother?: () => void;
  /** Chef Basil's word that he has no other idea for these ingredients. */
  noMoreIdeas?: string;
}

/**
 * Spec 2.3 suggested recipe preview: what the cook would save, or pass over for another idea. Each new suggestion
 * takes the focus, so it is read out, and the keyboard is already at its start; so does the word that there are no
 * more, as the button that asked for them is gone.
 */
export function RecipeIdeaPreview(props: RecipeIdeaPreviewProps) {
  const { idea, saving, saved, saveError, onSave, onAnother, noMoreIdeas } = props;
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const noMore = useRef<HTMLDivElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, [idea]);
  useEffect(() => {
    if (noMoreIdeas) noMore.current?.focus();
  }, [noMoreIdeas]);
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId} className="fiz-chef-card">
      <Stack gap="md">
        <div>
          <Text size="sm" fw={600} c="basil.8">
            Chef Basil suggests
          </Text>
          <Title order={2} size="h3" id={titleId} ref={title} tabIndex={-1} className="fiz-chef-wrap">
            {idea.name}
          </Title>
        </div>
        {idea.intro && <Text className="fiz-chef-wrap">{idea.intro}</Text>}
        <Fit label="Uses your:" items={idea.uses} />
        <Fit label="You'll also need:" items={idea.alsoNeeded} />
        <Title order={3} size="h4">
          Ingredients
        </Title>
        <List spacing={4} className="fiz-chef-wrap">
          {idea.ingredients.map((ingredient, index) => (
            <List.Item key={index}>{ingredientLabel(ingredient)}</List.Item>
          ))}
        </List>
        <Title order={3} size="h4">
          Method
        </Title>
        <List type="ordered" spacing="xs" className="fiz-chef-wrap">
          {idea.method.map((step, index) => (
            <List.Item key={index}>{step}</List.Item>
          ))}
        </List>
        {saveError && (
          <Alert color="red" role="alert">
            {saveError}
          </Alert>
        )}
        <Group gap="sm">
          <BusyButton onClick={onSave} busy={saving} disabled={saved}>
            {saved ? 'Saved' : 'Save'}
          </BusyButton>
          {onAnother && (
            <Button variant="default" onClick={onAnother}>
              Another idea
            </Button>
          )}
        </Group>
        {noMoreIdeas && (
          <Alert ref={noMore} color="blue" role="status" tabIndex={-1}>
            {noMoreIdeas}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
