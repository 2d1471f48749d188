import { ActionIcon, Box, Group, Text } from '@mantine/core';
import {
  IconBasket,
  IconCalculator,
  IconChefHat,
  IconHelpCircle,
  IconLogout,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { AdminBadge, adminBadgeText, useIsAdmin } from '../../components/ui/AdminBadge';
import { LOGOUT_ASKED } from '../logout';
import { useSession } from '../../lib/session.queries';
import './MobileLayout.css';
import { UpgradeRequiredTab } from './UpgradeRequiredTab';

interface Tab {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Spec 2.4: Shop, Chef and Calc are closed to an Expired cook. */
  activeOnly: boolean;
  /** Pages reached from the tab, which keep it lit: a recipe opened from Find Recipes. */
  within?: string;
}

const TABS: Tab[] = [
  { label: 'Recipes', to: '/mrecipes', icon: IconToolsKitchen2, activeOnly: false, within: '/mshowrecipe' },
  { label: 'Shop', to: '/mshopping', icon: IconBasket, activeOnly: true },
  { label: 'Chef', to: '/maskchef', icon: IconChefHat, activeOnly: true },
  { label: 'Calc', to: '/mcalculator', icon: IconCalculator, activeOnly: true },
  { label: 'Help', to: '/mhelp', icon: IconHelpCircle, activeOnly: false },
];

function TabLink({ tab, disabled }: { tab: Tab; disabled: boolean }) {
  const { pathname } = useLocation();
  // The tab's own page is the current page; a page within it makes the tab the current one of the five.
  const within = tab.within !== undefined && pathname.startsWith(tab.within);
  const current = pathname === tab.to ? 'page' : within ? 'true' : undefined;
  const Icon = tab.icon;
  const content = (
    <>
      <Icon size={24} stroke={1.8} />
      <Text fw={600} className="fiz-mobile-tab-label">
        {tab.label}
      </Text>
    </>
  );
  if (disabled) {
    return <UpgradeRequiredTab>{content}</UpgradeRequiredTab>;
  }
  return (
    <Link to={tab.to} className="fiz-mobile-tab" aria-current={current}>
      {content}
    </Link>
  );
}

/** The Admin's badge on the phone, which leads back to the full site's Site Admin (reached by its Mobile link). */
function AdminLink() {
  const { user } = useSession();
  if (!useIsAdmin()) return null;
  return (
    <Link to="/admin" className="fiz-mobile-admin-link" aria-label={`Site Admin: ${adminBadgeText(user!.user_id)}`}>
      <AdminBadge size="sm" />
    </Link>
  );
}

/** Spec 2.4: logo and logout on top, five tabs below, at most 420 px wide. */
export function MobileLayout() {
  const { status } = useSession();
  return (
    <div className="fiz-mobile-shell">
      <Group component="header" justify="space-between" wrap="nowrap" className="fiz-mobile-header">
        <Link to="/mrecipes" aria-label="Fiz recipes" className="fiz-mobile-home">
          <Group gap="xs" wrap="nowrap">
            <img src="/logo.svg" alt="" width={36} height={36} />
            <Text fw={800} c="basil.8" className="fiz-mobile-wordmark">
              Fiz
            </Text>
          </Group>
        </Link>
        <AdminLink />
        <ActionIcon
          component={Link}
          to="/mlogout"
          state={LOGOUT_ASKED}
          variant="subtle"
          size="xl"
          aria-label="Log out"
          className="fiz-mobile-logout"
        >
          <IconLogout size={26} />
        </ActionIcon>
      </Group>
      <Box component="main" className="fiz-mobile-main">
        <Outlet />
      </Box>
      <nav aria-label="Mobile" className="fiz-mobile-footer">
        {TABS.map((tab) => (
          // Only an Expired cook is turned away; an unknown status (offline) keeps the shopping list reachable.
          <TabLink key={tab.to} tab={tab} disabled={tab.activeOnly && status === 'Expired'} />
        ))}
      </nav>
    </div>
  );
}
