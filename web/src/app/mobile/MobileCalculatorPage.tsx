import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Calculator } from '../../features/calculator/Calculator';

/** Spec 2.4 Calculator: the desktop keys minus the kitchen extras, with US cup and tablespoon sizes. */
export function MobileCalculatorPage() {
  useDocumentTitle('Calculator · Fiz');
  return (
    <Stack gap="sm">
      <Title order={1} size="h3">
        Calculator
      </Title>
      <Text fz="sm">Cups and tablespoons are US sizes: 236.588 ml and 14.7868 ml.</Text>
      <Calculator variant="mobile" />
    </Stack>
  );
}
