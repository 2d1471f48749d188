import { Anchor, Box, Card, Image, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useRotation } from '../../lib/useRotation';
import { slideshowQuery } from './recipes.queries';
import { SlideshowControls } from './SlideshowControls';
import './RecipeSlideshow.css';

/** Spec 9: the showcase rotates every 5000 ms; the slideshow keeps the same pace. */
export const SLIDESHOW_INTERVAL_MS = 5000;

function EmptySlideshow() {
  return (
    <Card withBorder padding="lg" data-testid="slideshow-empty">
      <Stack gap="xs">
        <Text fw={700} fz="lg">
          Your recipe photos will appear here
        </Text>
        <Text>
          Add a photo to one of your recipes and it joins this slideshow, along with the recipes other cooks share.
        </Text>
        <Anchor component={Link} to="/addeditrecipe">
          Add a recipe with a photo
        </Anchor>
      </Stack>
    </Card>
  );
}

const nextInTurn = (current: number, count: number) => (current + 1) % count;

/** Spec 2.3 Recipes overview: the cook's own and shared recipes with a photo, one at a time. */
export function RecipeSlideshow() {
  const { data: slides, isPending, isError } = useQuery(slideshowQuery);
  const count = slides?.length ?? 0;
  const { index, setIndex, rotating, paused, togglePaused, holdWhileInUse } = useRotation(
    count,
    SLIDESHOW_INTERVAL_MS,
    nextInTurn,
  );

  if (isPending) return <Skeleton h={380} radius="md" />;
  if (isError) return null;
  const current = count > 0 ? index % count : 0;
  const slide = slides[current];
  if (!slide) return <EmptySlideshow />;

  const step = (by: number) => setIndex((current + by + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Recipe slideshow"
      maw={640}
      {...holdWhileInUse}
    >
      <Card withBorder padding="lg">
        {/* Announced only while it is not moving by itself, so a screen reader is not interrupted every 5 s. */}
        <div aria-live={rotating ? 'off' : 'polite'}>
          <div role="group" aria-roledescription="slide" aria-label={`${current + 1} of ${count}`}>
            <Link to={`/printrecipe/${slide.recipe_id}`} className="fiz-slideshow-slide">
              <Image
                src={slide.recipe_imageurl || slide.recipe_image}
                alt={slide.recipe_name}
                h={300}
                fit="cover"
                className="fiz-slideshow-image"
              />
              <Stack gap={4} mt="md">
                <Text fw={700} fz="lg" className="fiz-slideshow-name">
                  {slide.recipe_name}
                </Text>
                {slide.recipe_note && <Text lineClamp={3}>{slide.recipe_note}</Text>}
                <Text fz="sm">Cook: {slide.user_name}</Text>
              </Stack>
            </Link>
          </div>
        </div>
        {count > 1 && (
          <Box mt="md">
            <SlideshowControls
              index={current}
              count={count}
              stopped={paused}
              onPrevious={() => step(-1)}
              onNext={() => step(1)}
              onToggleStopped={togglePaused}
            />
          </Box>
        )}
      </Card>
    </Box>
  );
}
