import { createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { storageKeys } from '../lib/storage';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/** The scheme follows the system until the user picks one, then stays (STYLE: "kept per user"). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.colorScheme });
