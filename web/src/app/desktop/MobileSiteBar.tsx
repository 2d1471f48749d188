import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session.queries';
import { isMobileAgent, NARROW_SCREEN, preferDesktop, prefersDesktop } from '../device';

/**
 * On a phone (spec 2.1's detection: a narrow screen or a phone's browser), the desktop pages say so at the top and
 * lead to the mobile site. A cook who chose the full site here (Keep the full site, the phone's Help, or
 * ?desktop=1) is not asked again: a quiet line keeps only the way back, which forgets that choice.
 */
export function MobileSiteBar() {
  const narrow = useMediaQuery(NARROW_SCREEN, undefined, { getInitialValueInEffect: false });
  const [chosen, setChosen] = useState(prefersDesktop);
  const [justChosen, setJustChosen] = useState(false);
  const wayBack = useRef<HTMLAnchorElement>(null);
  const { user } = useSession();
  // The button that was pressed is gone: the keyboard carries on from the link that took its place.
  useEffect(() => {
    if (justChosen) wayBack.current?.focus();
  }, [justChosen]);
  if (!narrow && !isMobileAgent()) return null;

  const to = user ? '/mrecipes' : '/mlogin';
  const forget = () => preferDesktop(false);
  const stay = () => {
    preferDesktop(true);
    setChosen(true);
    setJustChosen(true);
  };
  return (
    <div className="fiz-mobile-site-bar" data-chosen={chosen || undefined}>
      <Container size="lg">
        {chosen ? (
          <Group justify="space-between" gap="xs" py={6}>
            <Text fz="sm">Full site</Text>
            <Anchor component={Link} to={to} onClick={forget} ref={wayBack} fz="sm" fw={600}>
              Open the mobile site
            </Anchor>
          </Group>
        ) : (
          <Group justify="space-between" gap="xs" py="xs">
            <Group gap="xs" wrap="nowrap">
              <IconDeviceMobile size={22} aria-hidden className="fiz-mobile-site-icon" />
              <Text fw={600} fz="sm">
                This is the full site, for computers.
              </Text>
            </Group>
            <Group gap="xs">
              <Button component={Link} to={to} onClick={forget} size="sm" px="sm">
                Open the mobile site
              </Button>
              <Button variant="default" size="sm" px="sm" onClick={stay}>
                Keep the full site
              </Button>
            </Group>
          </Group>
        )}
      </Container>
    </div>
  );
}
