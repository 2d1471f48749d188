import { Anchor, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { RecipeListItem } from '@fiz/core/recipe';
import { truncate } from '@fiz/core/search';
import { EmailRecipeModal } from '../email/EmailRecipeModal';
import { ConfirmDeleteModal } from '../../../components/ui/ConfirmDeleteModal';
import { returnFocusTo } from '../../../components/ui/returnFocus';
import { copyFailure, recipeGone, useCopySharedRecipe, useDeleteRecipe } from '../recipes.mutations';
import './RecipeCard.css';
import { BusyButton } from '../../../components/ui/BusyButton';

/** Spec 9: search cards cut the name at 50 and the note at 42 characters. */
const NAME_MAX = 50;
const NOTE_MAX = 42;

interface RecipeCardProps {
  recipe: RecipeListItem;
  /** The signed-in cook: their own recipes get Edit, Email and Delete, anyone else's get Copy and Print. */
  userId: number;
}

/** The photo, or a neutral box with the recipe's initial when there is none or it fails to load. */
function Thumbnail({ src, name }: { src: string; name: string }) {
  const [broken, setBroken] = useState(false);
  if (src && !broken) return <Image src={src} alt={name} h="100%" fit="cover" onError={() => setBroken(true)} />;
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <div className="fiz-recipe-card-placeholder" aria-hidden>
      {initial}
    </div>
  );
}

function OwnerActions({ recipe }: { recipe: RecipeListItem }) {
  const [confirming, { open, close }] = useDisclosure(false);
  const [emailing, emailDialog] = useDisclosure(false);
  const deleteRecipe = useDeleteRecipe();
  const { recipe_id: id, recipe_name: name } = recipe;
  return (
    <>
      {deleteRecipe.isError && (
        <Text size="sm" c="red.7" role="alert">
          Delete failed. Please try again.
        </Text>
      )}
      <Group gap="xs" mt="auto">
        <Button
          component={Link}
          to={`/addeditrecipe/${id}`}
          size="xs"
          aria-label={`Edit ${name}`}
          {...returnFocusTo(`edit-${id}`)}
        >
          Edit
        </Button>
        <Button variant="light" size="xs" aria-label={`Email ${name}`} onClick={emailDialog.open}>
          Email
        </Button>
        <Button variant="outline" color="red" size="xs" aria-label={`Delete ${name}`} onClick={open}>
          Delete
        </Button>
      </Group>
      <EmailRecipeModal opened={emailing} recipeId={id} recipeName={name} onClose={emailDialog.close} />
      <ConfirmDeleteModal
        title="Delete recipe"
        opened={confirming}
        message={`Delete "${name}"? This cannot be undone.`}
        deleting={deleteRecipe.isPending}
        onCancel={close}
        onConfirm={() => deleteRecipe.mutate(id, { onSettled: close })}
      />
    </>
  );
}

function VisitorActions({ recipe }: { recipe: RecipeListItem }) {
  const copyRecipe = useCopySharedRecipe();
  const navigate = useNavigate();
  const { recipe_id: id, recipe_name: name } = recipe;
  // Awaited rather than given an onSuccess: the refreshed results may no longer hold this card, and the copy
  // must still open in the editor (spec 4.2).
  const copy = async () => {
    try {
      const { newRecipeId } = await copyRecipe.mutateAsync(id);
      await navigate(`/addeditrecipe/${newRecipeId}`);
    } catch {
      // copyRecipe.isError shows the message below.
    }
  };
  // Gone since the results were fetched: neither Copy nor Print can work on it any more.
  const gone = recipeGone(copyRecipe.error);
  return (
    <>
      {copyRecipe.isError && (
        <Text size="sm" c="red.7" role="alert">
          {copyFailure(copyRecipe.error, 'Copy failed. Please try again.')}
        </Text>
      )}
      <Group gap="xs" mt="auto">
        <BusyButton
          size="xs"
          aria-label={`Copy ${name}`}
          {...returnFocusTo(`copy-${id}`)}
          busy={copyRecipe.isPending}
          disabled={gone}
          onClick={() => void copy()}
        >
          Copy
        </BusyButton>
        {gone ? (
          <Button variant="default" size="xs" aria-label={`Print ${name}`} disabled>
            Print
          </Button>
        ) : (
          <Button
            component={Link}
            to={`/printrecipe/${id}`}
            variant="default"
            size="xs"
            aria-label={`Print ${name}`}
            {...returnFocusTo(`print-${id}`)}
          >
            Print
          </Button>
        )}
      </Group>
    </>
  );
}

/**
 * Spec 2.3 /searchrecipes: one result, with the actions its owner or another cook may take. Its name, and its photo,
 * open the recipe: the editor for its owner, the Shared Recipe page to read for anyone else.
 */
export function RecipeCard({ recipe, userId }: RecipeCardProps) {
  const { recipe_id: id, recipe_name: name, recipe_note: note, user_name: owner } = recipe;
  const opens = `/addeditrecipe/${id}`;
  return (
    <Card withBorder shadow="sm" padding="md" h="100%" className="fiz-recipe-card" data-testid="recipe-card">
      <Card.Section className="fiz-recipe-card-media">
        {/* The name's link, for the pointer: the keyboard and screen readers have the name's own. */}
        <Link to={opens} tabIndex={-1} aria-hidden className="fiz-recipe-card-photo">
          <Thumbnail src={recipe.recipe_image} name={name} />
        </Link>
        {recipe.recipe_basil === 'true' && (
          <img src="/chef-basil.svg" alt="Chef Basil recipe" className="fiz-recipe-card-basil" width={44} height={44} />
        )}
      </Card.Section>
      <Stack gap={4} mt="sm" mb="md">
        <Title order={2} size="h5" title={name.length > NAME_MAX ? name : undefined}>
          <Anchor component={Link} to={opens} inherit c="inherit" {...returnFocusTo(`open-${id}`)}>
            {truncate(name, NAME_MAX)}
          </Anchor>
        </Title>
        {note && (
          <Text size="sm" title={note.length > NOTE_MAX ? note : undefined}>
            {truncate(note, NOTE_MAX)}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {`Cook: ${owner || 'Unknown User'}`}
        </Text>
      </Stack>
      {recipe.recipe_user_id === userId ? <OwnerActions recipe={recipe} /> : <VisitorActions recipe={recipe} />}
    </Card>
  );
}
