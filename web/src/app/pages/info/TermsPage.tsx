import { Anchor, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/Page';

export function TermsPage() {
  return (
    <Page title="Terms of Use">
      <Text fw={600}>Effective Feb 1, 2025</Text>
      <Text>
        These terms apply to your use of this Fiz site, which is run by the operator of this Fiz site. By creating an
        account or using Fiz you agree to them.
      </Text>

      <section>
        <Title order={2} mb="sm">
          The service
        </Title>
        <Text>
          Fiz is The Cook&apos;s Companion: a personal recipe collection with sharing, printing and email, Chef Basil
          (an AI cooking assistant), a shopping list, a kitchen unit converter and calculator, and website and YouTube
          links for your recipes, on a desktop site and a mobile site.
        </Text>
      </section>

      <section>
        <Title order={2} mb="sm">
          Your account
        </Title>
        <List spacing="xs">
          <List.Item>An account is for one person. Do not share it.</List.Item>
          <List.Item>
            Use an email address that is yours and that you can receive mail at, and keep it up to date.
          </List.Item>
          <List.Item>
            Keep your password safe. You are responsible for what happens under your account, so tell us through the
            contact form if you think someone else has used it.
          </List.Item>
        </List>
      </section>

      <section>
        <Title order={2} mb="sm">
          Trial and membership
        </Title>
        <List spacing="xs">
          <List.Item>
            Every new account starts with a 30-day free trial with no limit on the number of recipes.
          </List.Item>
          <List.Item>
            Membership costs $39 AUD per year and is paid through Stripe. Paid during the trial, the year starts when
            the trial ends; paid again before a membership ends, the new year starts when the current one ends.
          </List.Item>
          <List.Item>
            When a trial or membership ends, the account becomes Expired. You can still use the mobile recipes and view
            your recipes; the other features need an upgrade to membership.
          </List.Item>
        </List>
      </section>

      <section>
        <Title order={2} mb="sm">
          Your content
        </Title>
        <List spacing="xs">
          <List.Item>You own the recipes, photos and text you put into Fiz.</List.Item>
          <List.Item>
            You let us store, process and display your content so that Fiz can work for you, for example to show, print
            and email your recipes.
          </List.Item>
          <List.Item>
            When you mark a recipe as shared, you give other Fiz cooks the right to view and print that recipe and to
            copy it into their own collection. A shared recipe may also appear in the showcase on the public landing
            page. You can stop sharing at any time, but copies already made stay with the cooks who made them.
          </List.Item>
          <List.Item>
            Do not upload recipes, photos or other content that you have no right to use, or that is unlawful or
            offensive.
          </List.Item>
        </List>
      </section>

      <section>
        <Title order={2} mb="sm">
          Chef Basil
        </Title>
        <Text>
          Chef Basil&apos;s recipes and answers are general cooking guidance, produced automatically, and can be wrong.
          Always check food safety, cooking temperatures, allergies and dietary needs yourself before you cook or serve
          food.
        </Text>
      </section>

      <section>
        <Title order={2} mb="sm">
          Acceptable use
        </Title>
        <Text mb="sm">When using Fiz, do not:</Text>
        <List spacing="xs">
          <List.Item>try to reach other cooks&apos; private recipes or accounts;</List.Item>
          <List.Item>interfere with, overload or probe the security of the site;</List.Item>
          <List.Item>use automated tools to copy content or to send requests in bulk;</List.Item>
          <List.Item>use the contact form, email or sharing to send spam or harmful material.</List.Item>
        </List>
      </section>

      <section>
        <Title order={2} mb="sm">
          Availability and changes
        </Title>
        <Text>
          We work to keep Fiz running and your recipes safe, but we cannot promise that the site will always be
          available or free of errors. We may change, add or remove features, and we may update these terms. When we do,
          we will change the effective date above; continuing to use Fiz means you accept the updated terms.
        </Text>
      </section>

      <section>
        <Title order={2} mb="sm">
          Termination
        </Title>
        <Text>
          You can stop using Fiz at any time and ask through the contact form for your account to be deleted. We may
          suspend or close an account that breaks these terms. When an account is deleted, its recipes, photos, saved
          questions and sessions are removed.
        </Text>
      </section>

      <section>
        <Title order={2} mb="sm">
          Limitation of liability
        </Title>
        <Text>
          Fiz is provided as it is. As far as the law allows, the operator of this Fiz site is not responsible for
          indirect losses, for lost data, or for what happens when you cook from a recipe or an answer, and our total
          responsibility to you is limited to the amount you paid for Fiz in the last 12 months. Nothing in these terms
          takes away rights you have under consumer law that cannot be excluded.
        </Text>
      </section>

      <section>
        <Title order={2} mb="sm">
          Contact
        </Title>
        <Text>
          Questions about these terms are welcome through the{' '}
          <Anchor component={Link} to="/contact">
            Contact page
          </Anchor>
          .
        </Text>
      </section>
    </Page>
  );
}
