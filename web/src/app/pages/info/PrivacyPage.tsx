import { Anchor, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/Page';

export function PrivacyPage() {
  return (
    <Page title="Privacy Policy">
      <Text fw={600}>Effective Feb 1, 2025</Text>
      <Text>
        This policy explains what the operator of this Fiz site stores about you, why, and what you can do about it. It
        describes what Fiz actually does; we do not collect anything that is not listed here.
      </Text>

      <section>
        <Title order={2} mb="sm">
          Your account
        </Title>
        <Text mb="sm">When you register and use Fiz we store:</Text>
        <List spacing="xs">
          <List.Item>your first name and email address;</List.Item>
          <List.Item>
            your password, stored only as an argon2id hash. The password itself is never stored and cannot be read back,
            not even by the operator;
          </List.Item>
          <List.Item>the date you joined;</List.Item>
          <List.Item>your trial and membership dates and your account status.</List.Item>
        </List>
        <Text mt="sm">
          We use this to sign you in, to show your name on your recipes and to manage your membership.
        </Text>
      </section>

      <section>
        <Title order={2} mb="sm">
          Your recipes
        </Title>
        <Text mb="sm">
          For each recipe you write we store its name, note, ingredients, method, photos, YouTube code, website link and
          whether you have marked it shared or favourite.
        </Text>
        <Text mb="sm">
          Your recipes are private unless you mark a recipe as shared. A shared recipe can be found, viewed, printed and
          copied by other signed-in cooks, and it may appear in the recipe showcase on the public landing page, showing
          its name, note, photo and your first name. You can stop sharing a recipe at any time by marking it not shared.
        </Text>
        <Text>
          Photos you upload are re-encoded and resized, and their embedded metadata, including any GPS location, is
          stripped before they are stored.
        </Text>
      </section>

      <section>
        <Title order={2} mb="sm">
          Cookies and local storage
        </Title>
        <List spacing="xs">
          <List.Item>
            One essential session cookie keeps you signed in. It is httpOnly, so scripts in the page cannot read it, and
            it is removed when you log out.
          </List.Item>
          <List.Item>
            Your browser&apos;s local storage holds your shopping list, your desktop or mobile preference, the
            converter&apos;s US or metric sizes, and, when a recipe could not be saved, the changes you made to it until
            they are saved or discarded (they are removed when you log out). This stays on your device and is not sent
            to Fiz.
          </List.Item>
        </List>
        <Text mt="sm">Fiz uses no advertising or tracking cookies.</Text>
      </section>

      <section>
        <Title order={2} mb="sm">
          Chef Basil
        </Title>
        <Text mb="sm">
          By default, Chef Basil&apos;s answers come from a built-in assistant that runs on our own server, and the
          ingredients and questions you send do not leave it.
        </Text>
        <Text mb="sm">
          When the operator of this Fiz site configures an AI provider (such as Anthropic or OpenAI), the ingredients or
          question you send are passed to that provider to produce the answer. Only what you type for Chef Basil is
          sent; please do not include personal information in it.
        </Text>
        <Text>
          Recipes and answers you choose to save are stored in your account, and you can delete saved answers at any
          time.
        </Text>
      </section>

      <section>
        <Title order={2} mb="sm">
          Payments
        </Title>
        <Text>
          Membership payments are handled by Stripe. Your card details go directly to Stripe and never reach Fiz. We
          keep the payment confirmation and your membership dates so that your account shows the right status.
        </Text>
      </section>

      <section>
        <Title order={2} mb="sm">
          Contact messages and emailed recipes
        </Title>
        <Text mb="sm">
          When you use the contact form we store your name, email, subject and message so that the owner can read and
          reply to it.
        </Text>
        <Text>
          When you email a recipe, Fiz creates a PDF of the recipe and sends it to the address you give. That address is
          used only to send that email. Like every email Fiz sends, a copy of it is kept in the mail outbox, where the
          owner can see whether it was delivered.
        </Text>
      </section>

      <section>
        <Title order={2} mb="sm">
          Keeping and deleting your information
        </Title>
        <Text mb="sm">
          We keep your information for as long as you have an account. You can delete any of your recipes at any time.
        </Text>
        <Text>
          To delete your account, ask through the contact form. Deleting an account removes your recipes, photos, saved
          Chef Basil questions and sign-in sessions.
        </Text>
      </section>

      <section>
        <Title order={2} mb="sm">
          Security
        </Title>
        <List spacing="xs">
          <List.Item>Passwords are stored only as argon2id hashes.</List.Item>
          <List.Item>
            Sessions are kept on the server and identified by an httpOnly cookie that is not available to page scripts.
          </List.Item>
          <List.Item>
            Every request is checked on the server: only you can see and change your private recipes, and only the
            site&apos;s administrators can reach the admin pages.
          </List.Item>
          <List.Item>Photo metadata is removed before a photo is stored.</List.Item>
        </List>
        <Text mt="sm">No system is perfectly secure, so please use a password you do not use anywhere else.</Text>
      </section>

      <section>
        <Title order={2} mb="sm">
          Your rights
        </Title>
        <Text mb="sm">You can ask to:</Text>
        <List spacing="xs">
          <List.Item>access the information we hold about you;</List.Item>
          <List.Item>correct information that is wrong;</List.Item>
          <List.Item>delete your information and your account.</List.Item>
        </List>
        <Text mt="sm">You can view and edit your recipes yourself at any time.</Text>
      </section>

      <section>
        <Title order={2} mb="sm">
          Contact us
        </Title>
        <Text>
          For any question about this policy or your information, write to the operator of this Fiz site through the{' '}
          <Anchor component={Link} to="/contact">
            Contact page
          </Anchor>
          .
        </Text>
      </section>
    </Page>
  );
}
