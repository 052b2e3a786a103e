/** One audit-log entry: a summary row that expands to the entity before and after the change. */
import { Fragment } from 'react';
import { ActionIcon, Code, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuditLogEntry } from '@antena/contract';
import { useFormatDateTime } from '../../../lib/use-date-time';
import { AuditEntryChanges } from './AuditEntryChanges';

export const AUDIT_LOG_COLUMNS = 6;

type Person = NonNullable<AuditLogEntry['actor']>;

/** A person by name with the e-mail beside it; the e-mail alone once they were deleted. */
const named = (person: Person) => (person.name ? `${person.name} (${person.email})` : person.email);

interface AuditLogRowProps {
  entry: AuditLogEntry;
  expanded: boolean;
  onToggle: () => void;
}

export function AuditLogRow({ entry, expanded, onToggle }: AuditLogRowProps) {
  const { t } = useTranslation('platform');
  const formatDateTime = useFormatDateTime();
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
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          {/* Seconds and the zone: entries are read side by side, from several places and days. */}
          {formatDateTime(entry.at, { seconds: true, zone: 'always' })}
        </Table.Td>
        <Table.Td>
          <Text size="sm">{entry.actor ? named(entry.actor) : t('auditLog.unknownActor')}</Text>
          {entry.actingAs && (
            <Text size="xs" c="dimmed">
              {t('auditLog.actingAs', { who: named(entry.actingAs) })}
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
          <Text size="sm">{entry.entityName ? `${entry.entityType}: ${entry.entityName}` : entry.entityType}</Text>
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
