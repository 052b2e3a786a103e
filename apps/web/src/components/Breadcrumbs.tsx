import { Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnchorLink, type LinkTarget } from './links';

export interface BreadcrumbItem {
  label: string;
  /** The last crumb (the current page) has no link. */
  link?: LinkTarget;
}

export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumbs')}>
      <MantineBreadcrumbs separatorMargin={6}>
        {items.map((item, index) =>
          item.link && index < items.length - 1 ? (
            <AnchorLink key={`${item.label}-${index}`} size="sm" {...item.link}>
              {item.label}
            </AnchorLink>
          ) : (
            <Text key={`${item.label}-${index}`} size="sm" c="dimmed" aria-current="page">
              {item.label}
            </Text>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}
