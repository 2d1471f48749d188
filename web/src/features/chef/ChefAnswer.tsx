import { Card, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';

/** Chef Basil's answer with its own line breaks; it takes the focus when it arrives, so it is read out. */
export function ChefAnswer({ answer }: { answer: string }) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, [answer]);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId} className="fiz-chef-card">
      <Title order={2} size="h4" id={titleId} ref={title} tabIndex={-1} mb="xs">
        Chef Basil says
      </Title>
      {/* Hebrew or Arabic runs from the right, its full stop at the end of the sentence. */}
      <Text className="fiz-chef-answer" dir="auto">
        {answer}
      </Text>
    </Card>
  );
}
