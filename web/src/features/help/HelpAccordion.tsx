import { Accordion, Stack, Text } from '@mantine/core';
import { HELP_TOPICS } from './help-topics';

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
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
