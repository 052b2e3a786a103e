import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from './AppLink';

export interface BreadcrumbItem {
  label: string;
  /** The last crumb (the current page) has no href. */
  href?: string;
}

export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumbs')}>
      <MantineBreadcrumbs separatorMargin={6}>
        {items.map((item, index) =>
          item.href && index < items.length - 1 ? (
            <Anchor
              key={`${item.label}-${index}`}
              size="sm"
              renderRoot={(props) => <AppLink {...props} href={item.href!} />}
            >
              {item.label}
            </Anchor>
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
