import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/Page';
import { ChefFigures, EmailFigures, UserFigures } from '../../../features/admin/SiteFigures';
import type { NavLink } from '../../desktop/navigation';

function FigureSection({ title, link, children }: { title: string; link?: NavLink; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {link && (
          <Button
            component={Link}
            to={link.to}
            variant="subtle"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {link.label}
          </Button>
        )}
      </Group>
      {children}
    </Stack>
  );
}

/**
 * Spec 2.3 Site Admin: how many cooks there are by membership, and how many contact emails; and, beyond the spec,
 * how Chef Basil is used, since every AI answer is paid for.
 */
export function SiteAdminPage() {
  return (
    <Page title="Site Admin">
      <FigureSection title="Users" link={{ label: 'User List', to: '/userlist' }}>
        <UserFigures />
      </FigureSection>
      <FigureSection title="Emails" link={{ label: 'Manage Emails', to: '/manageemails' }}>
        <EmailFigures />
      </FigureSection>
      <FigureSection title="Chef Basil">
        <ChefFigures />
      </FigureSection>
    </Page>
  );
}
