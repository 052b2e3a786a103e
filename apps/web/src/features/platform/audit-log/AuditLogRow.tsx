/** One audit-log entry: a summary row that expands to the entity before and after the change. */
import { Fragment } from 'react';
import { ActionIcon, Code, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuditLogEntry } from '@antena/contract';
import { AuditEntryChanges } from './AuditEntryChanges';

export const AUDIT_LOG_COLUMNS = 6;

/** Date, time and zone: an entry is read next to others from several places and days. */
function useFormatAt() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  });
  return (iso: string) => format.format(new Date(iso));
}

interface AuditLogRowProps {
  entry: AuditLogEntry;
  expanded: boolean;
  onToggle: () => void;
}

export function AuditLogRow({ entry, expanded, onToggle }: AuditLogRowProps) {
  const { t } = useTranslation('platform');
  const formatAt = useFormatAt();
  const detailsId = `audit-entry-${entry.id}`;
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td w={40}>
          <ActionIcon
            variant="subtle"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            aria-label={t(expanded ? 'auditLog.hideChanges' : 'auditLog.showChanges')}
          >
            {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          </ActionIcon>
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatAt(entry.at)}</Table.Td>
        <Table.Td>
          <Text size="sm">{entry.actor?.email ?? t('auditLog.unknownActor')}</Text>
          {entry.actingAs && (
            <Text size="xs" c="dimmed">
              {t('auditLog.actingAs', { email: entry.actingAs.email })}
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          {entry.client?.name ?? (
            <Text span size="sm" c="dimmed">
              {t('auditLog.noClient')}
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Code>{entry.action}</Code>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{entry.entityType}</Text>
          <Text size="xs" c="dimmed" ff="monospace" title={entry.entityId} truncate="end" maw={160}>
            {entry.entityId}
          </Text>
        </Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr id={detailsId}>
          <Table.Td colSpan={AUDIT_LOG_COLUMNS}>
            <AuditEntryChanges entry={entry} />
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}
