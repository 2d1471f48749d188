import { Button, Grid, Group, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { ShowcaseCard } from '../../features/showcase/ShowcaseCard';

const FEATURES = [
  'Chef Basil, your AI cooking assistant: a recipe from what you have, and answers to cooking questions.',
  'A shopping list that fills itself from your recipes and works at the shop without signal.',
  'A kitchen calculator and unit converter: US, metric and Imperial cups, spoons, ounces, grams and degrees.',
  'Bookmarks for your favourite recipe websites, and YouTube videos right on your recipes.',
  'On your desktop and on your phone.',
];

/** Spec 2.3 Landing: Login and Register, the rotating showcase and the feature text. */
export function LandingPage() {
  useDocumentTitle("Fiz · The Cook's Companion");
  return (
    <Grid gap="xl" align="center">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Title order={1}>The Cook&apos;s Companion</Title>
          <Text fz="lg">
            Keep your private recipes in one place where they are easy to find, edit, print, email and open anywhere.
          </Text>
          <Group>
            <Button component={Link} to="/login" size="md">
              Login
            </Button>
            <Button component={Link} to="/register" size="md" variant="outline">
              Register
            </Button>
          </Group>
          <Title order={2} size="h3">
            Everything a home cook needs
          </Title>
          <List spacing="xs">
            {FEATURES.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
          <Text>
            Start with a 30-day free trial with no recipe limit. Membership is $39 AUD a year: about .75 cents a week.
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <ShowcaseCard />
      </Grid.Col>
    </Grid>
  );
}
