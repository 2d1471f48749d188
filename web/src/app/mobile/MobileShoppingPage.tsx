import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ShoppingList } from '../../features/shopping/ShoppingList';

export function MobileShoppingPage() {
  useDocumentTitle('Shopping List · Fiz');
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Shopping List
      </Title>
      <ShoppingList />
    </Stack>
  );
}
