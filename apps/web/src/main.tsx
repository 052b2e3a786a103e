import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { StartupGate } from './app/StartupGate';
import { colorSchemeManager, theme } from './app/theme';
import { RenderErrorScreen } from './features/shell/ErrorScreens';
import { ErrorBoundary } from './components/ErrorBoundary';

// spec: toast 4 s at bottom-right.
const TOAST_AUTO_CLOSE_MS = 4000;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
      <Notifications position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} />
      <ErrorBoundary fallback={<RenderErrorScreen />}>
        <ModalsProvider>
          <StartupGate />
        </ModalsProvider>
      </ErrorBoundary>
    </MantineProvider>
  </StrictMode>,
);
