import { List, Text, Title } from '@mantine/core';
import { Page } from '../../../components/ui/Page';

export function AboutPage() {
  return (
    <Page title="About Fiz">
      <Text size="lg">
        Fiz is The Cook&apos;s Companion: a home for your own recipes, kept private and always close at hand. Your
        recipes are easy to find, edit, print, email and open wherever you are cooking.
      </Text>

      <section>
        <Title order={2} mb="sm">
          Your recipes, your way
        </Title>
        <Text mb="sm">
          Write a recipe once and Fiz keeps it tidy: a name and note, ingredients with quantities and units, a method
          broken into steps, and a photo. Mark your favourites, share the recipes you are proud of with other cooks, and
          copy the shared recipes you like into your own collection.
        </Text>
        <Text>
          Keep the extras with the recipe too: a link to the website it came from and the YouTube video that shows how
          it is done.
        </Text>
      </section>

      <section>
        <Title order={2} mb="sm">
          Meet Chef Basil
        </Title>
        <Text mb="sm">Chef Basil is your AI cooking assistant.</Text>
        <List spacing="xs">
          <List.Item>
            Tell Chef Basil at least 4 ingredients you have on hand and get a recipe idea to cook tonight.
          </List.Item>
          <List.Item>Ask a cooking question and get a clear answer.</List.Item>
          <List.Item>Save the recipes and answers you want to keep.</List.Item>
        </List>
      </section>

      <section>
        <Title order={2} mb="sm">
          Handy kitchen tools
        </Title>
        <List spacing="xs">
          <List.Item>A shopping list: add ingredients straight from a recipe and tick them off as you shop.</List.Item>
          <List.Item>
            A unit converter and calculator that knows US, metric and Imperial cups, spoons, weights and temperatures.
          </List.Item>
          <List.Item>Website bookmarks and YouTube videos kept with your recipes.</List.Item>
        </List>
      </section>

      <section>
        <Title order={2} mb="sm">
          At your desk and in the kitchen
        </Title>
        <Text>
          Fiz has a full desktop site for writing and organising recipes, and a mobile site for your phone, so you can
          find a recipe, cook from it and build your shopping list right where you need it.
        </Text>
      </section>

      <section>
        <Title order={2} mb="sm">
          Try it free
        </Title>
        <Text>
          Every new cook starts with a 30-day free trial with no limit on the number of recipes. After that, membership
          is $39 AUD per year, about 75 cents a week.
        </Text>
      </section>
    </Page>
  );
}
