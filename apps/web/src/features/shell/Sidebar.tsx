/** The application sidebar of spec 01 "Sidebar": client, main links, user, Change user, logout. */
import { Avatar, Badge, Box, Divider, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import {
  IconAdjustments,
  IconBroadcast,
  IconChecklist,
  IconLogout,
  IconScissors,
  IconSearch,
  IconServer,
  IconSparkles,
  IconUserShare,
  type Icon,
} from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@antena/contract';
import { AppLink } from '../../components/AppLink';
import { displayName, initials, nameInitials } from '../../lib/initials';
import { useFeatureFlag } from '../../lib/use-feature-flag';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { isLinkActive, sidebarLinks, type SidebarLinkKey } from './sidebar-links';

const ICONS: Record<SidebarLinkKey, Icon> = {
  logger: IconBroadcast,
  fragments: IconScissors,
  audit: IconChecklist,
  streamerBox: IconServer,
  search: IconSearch,
  contentAi: IconSparkles,
  admin: IconAdjustments,
};

function ClientHeader({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  if (user.role === 'SUPERADMIN' || !user.client) {
    return (
      <Group gap="sm">
        <Avatar src="/logo.svg" alt="" radius="md" />
        <Badge color="grape" variant="light" size="lg">
          {t('adminIndicator')}
        </Badge>
      </Group>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={user.client.logoUrl} alt={user.client.name} radius="md" color="blue">
        {nameInitials(user.client.name)}
      </Avatar>
      <Text fw={600} truncate>
        {user.client.name}
      </Text>
    </Group>
  );
}

export function Sidebar({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const contentAiEnabled = useFeatureFlag('app__content_ai_enabled');
  const links = sidebarLinks({ role: user.role, pathname, contentAiEnabled });
  const name = displayName(user);

  return (
    <Stack h="100%" gap={0}>
      <Box p="md">
        <ClientHeader user={user} />
      </Box>
      <Divider />
      <ScrollArea style={{ flex: 1 }} p="xs">
        <nav aria-label={t('nav.label')}>
          {links.map((link) => {
            const Icon = ICONS[link.key];
            const active = isLinkActive(link, pathname);
            return (
              <NavLink
                key={link.key}
                label={t(`nav.${link.key}`)}
                leftSection={<Icon size={18} stroke={1.6} />}
                active={active}
                aria-current={active ? 'page' : undefined}
                renderRoot={(props) => <AppLink {...props} href={link.href} />}
              />
            );
          })}
        </nav>
      </ScrollArea>
      <Divider />
      <Stack p="md" gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={user.picture} alt={name} radius="xl" color="blue">
            {initials(user)}
          </Avatar>
          <Box style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600} truncate data-testid="sidebar-user-name">
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          </Box>
          <ColorSchemeToggle />
        </Group>
        {user.role === 'SUPERADMIN' && (
          <NavLink
            label={t('changeUser')}
            leftSection={<IconUserShare size={18} stroke={1.6} />}
            renderRoot={(props) => <AppLink {...props} href="/settings/log-in-as" />}
          />
        )}
        <NavLink
          label={t('auth:logout')}
          leftSection={<IconLogout size={18} stroke={1.6} />}
          renderRoot={(props) => <AppLink {...props} href="/logout" />}
        />
      </Stack>
    </Stack>
  );
}
