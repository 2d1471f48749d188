import { Accordion, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { HELP_TOPICS, type HelpTopic } from './helpTopics';

function TopicLinks({ topic }: { topic: HelpTopic }) {
  if (!topic.links) return null;
  return (
    <Group
      component="ul"
      gap="lg"
      style={{ listStyle: 'none', margin: 0, paddingInlineStart: 0 }}
      aria-label={`Pages about ${topic.title.toLowerCase()}`}
    >
      {topic.links.map((link) => (
        <li key={link.to}>
          <Anchor component={Link} to={link.to} fw={600}>
            {link.label}
          </Anchor>
        </li>
      ))}
    </Group>
  );
}

/**
 * The help topics, one open at a time; headingOrder keeps the page's heading levels in sequence. The phone's help
 * leaves out what only the full site has.
 */
export function HelpAccordion({ headingOrder = 3, phone = false }: { headingOrder?: 2 | 3; phone?: boolean }) {
  const topics = phone ? HELP_TOPICS.filter((topic) => !topic.fullSiteOnly) : HELP_TOPICS;
  return (
    <Accordion variant="separated" order={headingOrder}>
      {topics.map((topic) => (
        <Accordion.Item key={topic.id} value={topic.id}>
          <Accordion.Control>{topic.title}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              {topic.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              <TopicLinks topic={topic} />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
