import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { FromResults } from './MobileRecipeRow';

/**
 * Back to the very results the cook came from, search and ticks included; a recipe opened directly (a link,
 * a reload) goes back to a fresh Find Recipes.
 */
export function BackToResults() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromResults = (location.state as Partial<FromResults> | null)?.fromResults === true;
  const back = (event: MouseEvent) => {
    if (!fromResults) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Button
      component={Link}
      to="/mrecipes"
      onClick={back}
      variant="subtle"
      h={44}
      px="xs"
      leftSection={<IconArrowLeft size={20} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      Back to results
    </Button>
  );
}
