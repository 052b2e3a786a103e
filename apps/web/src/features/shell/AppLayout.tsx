/** The protected layout: Mantine AppShell with the collapsible sidebar (open by default, persisted). */
import { AppShell, Burger, Group, Image, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HotkeysModal } from '../../components/HotkeysModal';
import { HotkeysProvider } from '../../lib/hotkeys-context';
import { storageKeys } from '../../lib/storage';
import { useCurrentUser } from '../auth/use-current-user';
import { GlobalNotices } from './GlobalNotices';
import { Sidebar } from './Sidebar';

export function AppLayout() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  // spec: the sidebar collapses or expands; the open state is persisted; open by default.
  const [open, setOpen] = useLocalStorage<boolean>({
    key: storageKeys.sidebarOpen,
    defaultValue: true,
    getInitialValueInEffect: false,
  });

  return (
    <HotkeysProvider>
      <AppShell
        header={{ height: 52 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !open, desktop: !open } }}
        padding="lg"
      >
        <AppShell.Header>
          <Group h="100%" px="md" gap="sm">
            <Burger
              opened={open}
              onClick={() => setOpen(!open)}
              size="sm"
              aria-label={t('toggleSidebar')}
              aria-expanded={open}
            />
            <Image src="/logo.svg" alt="" w={28} h={28} />
            <Text fw={700}>Antena</Text>
          </Group>
        </AppShell.Header>
        {/* The sidebar landmark holds the client, the main navigation, the user and logout. */}
        <AppShell.Navbar aria-label={t('sidebarLabel')}>
          <Sidebar user={user} />
        </AppShell.Navbar>
        <AppShell.Main>
          <GlobalNotices />
          <Outlet />
        </AppShell.Main>
      </AppShell>
      <HotkeysModal />
    </HotkeysProvider>
  );
}
