/** One card of the admin dashboard: a title, what it is about, optional counts and its links. */
import type { ReactNode } from 'react';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ButtonLink, type LinkTarget } from '../../../components/links';

export interface DashboardCardLink {
  label: string;
  link: LinkTarget;
}

export interface DashboardCardProps {
  title: string;
  icon: ReactNode;
  description?: string;
  /** Counts or a status shown under the title. */
  children?: ReactNode;
  links: DashboardCardLink[];
}

export function DashboardCard({ title, icon, description, children, links }: DashboardCardProps) {
  const headingId = `dashboard-card-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
        </Group>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        {children}
        <Group gap="xs" mt="auto">
          {links.map((link) => (
            <ButtonLink key={link.label} {...link.link} variant="light" size="xs">
              {link.label}
            </ButtonLink>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
