import { Anchor, Box, Container, Group, Image, Text } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { nothingToPay } from '@fiz/core/membership';
import { AdminBadge, useIsAdmin } from '../../components/ui/AdminBadge';
import { LOGOUT_ASKED } from '../logout';
import { useSession } from '../../lib/session.queries';
import { MobileSiteBar } from './MobileSiteBar';
import { inSectionOf, mainNavigation, subNavigation, type NavLink } from './navigation';
import './DesktopLayout.css';
import type { MouseEvent } from 'react';

const FIRST_YEAR = 2024;

interface NavBarProps {
  links: NavLink[];
  label: string;
  className: string;
  /** Marks a link as the current one of its bar when it is not the page itself (the section the page is in). */
  inSection?: (to: string) => boolean;
}

function NavBar({ links, label, className, inSection }: NavBarProps) {
  const { pathname } = useLocation();
  const current = (to: string) => (to === pathname ? 'page' : inSection?.(to) ? 'true' : undefined);
  return (
    <Box component="nav" aria-label={label} className={className}>
      <Container size="lg">
        <Group gap={4} wrap="wrap">
          {links.map((link) => (
            <Link key={link.to} to={link.to} aria-current={current(link.to)} className="fiz-desktop-nav-link">
              {link.label}
            </Link>
          ))}
        </Group>
      </Container>
    </Box>
  );
}

function Header() {
  const { user, status } = useSession();
  return (
    <Box component="header" className="fiz-desktop-header">
      <MobileSiteBar />
      <Container size="lg">
        <Group justify="space-between" py="sm">
          <Anchor component={Link} to="/" underline="never" className="fiz-desktop-brand">
            <Group gap="sm">
              <Image src="/logo.svg" alt="" w={44} h={44} />
              <div>
                <Text fw={800} fz={26} lh={1} c="basil.8">
                  Fiz
                </Text>
                <Text fz="sm" c="dimmed">
                  The Cook&apos;s Companion
                </Text>
              </div>
            </Group>
          </Anchor>
          {user && (
            <Group gap="lg">
              {/* Life members and Admins have nothing to buy: they are not offered it. */}
              {!nothingToPay(status) && (
                <Anchor component={Link} to="/upgrade" fw={600}>
                  Upgrade
                </Anchor>
              )}
              <Anchor component={Link} to="/logout" state={LOGOUT_ASKED} fw={600}>
                Logout
              </Anchor>
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
}

function Footer() {
  const { user, status } = useSession();
  return (
    // An Admin's footer leaves room below its text for the fixed badge, so the badge never covers it.
    <Box component="footer" className="fiz-desktop-footer" mod={{ admin: status === 'Admin' }}>
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Text fz="sm">
            © {FIRST_YEAR}–{new Date().getFullYear()} Fiz · The Cook&apos;s Companion
          </Text>
          <Group gap="lg">
            {user && <Text fz="sm">Cook: {user.user_name}</Text>}
            {status && <Text fz="sm">Status: {status}</Text>}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

const MAIN_ID = 'main-content';

/**
 * The first stop for the keyboard, shown only when focused: past the header and up to two rows of navigation
 * straight to the page (WCAG 2.4.1). Focused by script, so the address keeps no #fragment for the router.
 */
function SkipToContent() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a href={`#${MAIN_ID}`} className="fiz-skip-link" onClick={skip}>
      Skip to content
    </a>
  );
}

/** Fixed in a corner of every page, never in the way of a click on what it covers. */
function FixedAdminBadge() {
  if (!useIsAdmin()) return null;
  return (
    <Box component="aside" aria-label="Signed in as administrator" className="fiz-desktop-admin-badge">
      <AdminBadge />
    </Box>
  );
}

/** Spec 2.2: header, main navigation by status, sub-navigation by path, footer. */
export function DesktopLayout() {
  const { status } = useSession();
  const { pathname } = useLocation();
  const main = mainNavigation(status);
  const sub = subNavigation(pathname);
  return (
    <div className="fiz-desktop-shell">
      <SkipToContent />
      <Header />
      {main.length > 0 && (
        <NavBar
          links={main}
          label="Main"
          className="fiz-desktop-main-nav"
          inSection={(to) => inSectionOf(pathname, to)}
        />
      )}
      {sub && main.length > 1 && <NavBar links={sub} label="Section" className="fiz-desktop-sub-nav" />}
      <Container size="lg" component="main" className="fiz-desktop-main" id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </Container>
      <Footer />
      <FixedAdminBadge />
    </div>
  );
}
