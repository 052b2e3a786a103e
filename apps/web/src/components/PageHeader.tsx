/** The header every screen carries (STYLE: title, breadcrumbs, the main actions on the right). */
import type { ReactNode } from 'react';
import { ActionIcon, Group, Stack, Title, Tooltip } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useContext, useEffect } from 'react';
import { HotkeysContext } from '../lib/hotkeys-context';
import { Breadcrumbs, type BreadcrumbItem } from './Breadcrumbs';

export interface PageHeaderProps {
  title: string;
  breadcrumbs?: BreadcrumbItem[];
  actions?: ReactNode;
}

export function PageHeader({ title, breadcrumbs = [], actions }: PageHeaderProps) {
  const { t } = useTranslation();
  const hotkeys = useContext(HotkeysContext);
  useEffect(() => {
    document.title = `${title} · Antena`;
  }, [title]);
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="nowrap" component="header">
      <Stack gap={4}>
        <Breadcrumbs items={breadcrumbs} />
        <Title order={1} size="h2">
          {title}
        </Title>
      </Stack>
      <Group gap="xs">
        {actions}
        {hotkeys && hotkeys.hotkeys.length > 0 && (
          <Tooltip label={t('hotkeys.open')}>
            <ActionIcon variant="default" size="lg" aria-label={t('hotkeys.open')} onClick={hotkeys.open}>
              <IconKeyboard size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}
