/** The audit log's columns: a button that expands an entry to its before and after, then its summary. */
import { ActionIcon, Code, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuditLogEntry } from '@antena/contract';
import { rowDetailId, type DataTableColumn } from '../../../components/DataTable';
import { useFormatDateTime } from '../../../lib/use-date-time';

type Person = NonNullable<AuditLogEntry['actor']>;

/** A person by name with the e-mail beside it; the e-mail alone once they were deleted. */
const named = (person: Person) => (person.name ? `${person.name} (${person.email})` : person.email);

export function useAuditLogColumns(
  expanded: ReadonlySet<string>,
  onToggle: (id: string) => void,
): DataTableColumn<AuditLogEntry>[] {
  const { t } = useTranslation('platform');
  const formatDateTime = useFormatDateTime();
  return [
    {
      id: 'changes',
      header: t('auditLog.changes'),
      hideHeader: true,
      width: 40,
      cell: (entry) => {
        const open = expanded.has(entry.id);
        return (
          <ActionIcon
            variant="subtle"
            onClick={() => onToggle(entry.id)}
            aria-expanded={open}
            aria-controls={open ? rowDetailId(entry.id) : undefined}
            aria-label={t(open ? 'auditLog.hideChanges' : 'auditLog.showChanges')}
          >
            {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          </ActionIcon>
        );
      },
    },
    {
      id: 'when',
      header: t('auditLog.columns.when'),
      // Seconds and the zone: entries are read side by side, from several places and days.
      cell: (entry) => (
        <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(entry.at, { seconds: true, zone: 'always' })}
        </Text>
      ),
    },
    {
      id: 'who',
      header: t('auditLog.columns.who'),
      cell: (entry) => (
        <>
          <Text size="sm">{entry.actor ? named(entry.actor) : t('auditLog.unknownActor')}</Text>
          {entry.actingAs && (
            <Text size="xs" c="dimmed">
              {t('auditLog.actingAs', { who: named(entry.actingAs) })}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'client',
      header: t('auditLog.columns.client'),
      cell: (entry) =>
        entry.client?.name ?? (
          <Text span size="sm" c="dimmed">
            {t('auditLog.noClient')}
          </Text>
        ),
    },
    {
      id: 'action',
      header: t('auditLog.columns.action'),
      cell: (entry) => <Code>{entry.action}</Code>,
    },
    {
      id: 'entity',
      header: t('auditLog.columns.entity'),
      cell: (entry) => (
        <>
          <Text size="sm">{entry.entityName ? `${entry.entityType}: ${entry.entityName}` : entry.entityType}</Text>
          <Text size="xs" c="dimmed" ff="monospace" title={entry.entityId} truncate="end" maw={160}>
            {entry.entityId}
          </Text>
        </>
      ),
    },
  ];
}
