import { Alert, Button, Stack } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useRouteError } from 'react-router';
import { OFFLINE_MESSAGE } from './offline';

/** Vite's words when a page's code or styles could not be downloaded. */
const LOAD_FAILURE = /dynamically imported module|preload CSS|Importing a module script failed/i;

/** Why a page failed, in words for the cook: offline, a newer Fiz than this tab's, or a fault of ours. */
export function pageErrorMessage(error: unknown, online: boolean): string {
  if (!online) return OFFLINE_MESSAGE;
  if (error instanceof Error && LOAD_FAILURE.test(error.message)) {
    return 'This page could not be loaded. Fiz may have been updated since this tab opened: reload to get the newest version.';
  }
  return 'Something went wrong on this page. Reload to try again.';
}

/**
 * What a route shows in place of a page that failed to load or to render, inside the site's header and tabs,
 * instead of the router's page for developers.
 */
export function PageError() {
  const error = useRouteError();
  const { online } = useNetwork();
  return (
    <Stack gap="md" align="flex-start">
      <Alert color={online ? 'red' : 'blue'} role="alert" title={online ? 'Page not loaded' : 'No connection'}>
        {pageErrorMessage(error, online)}
      </Alert>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </Stack>
  );
}
