import {RemixBrowser} from '@remix-run/react';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {guardEarlyInput} from '~/page-weight/shell';
import {installBrowserMonitoring} from '~/lib/monitoring.client';

installBrowserMonitoring();
guardEarlyInput();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
