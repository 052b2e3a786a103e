/**
 * What an audit-log entry changed: the fields that differ (when there is a before and an
 * after), then both snapshots in full.
 */
import { Code, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditLogEntry } from '@antena/contract';
import { changedLeaves } from './json-diff';

const compact = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

function Snapshot({ label, value }: { label: string; value: unknown }) {
  const { t } = useTranslation('platform');
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {value === null || value === undefined ? (
        <Text size="sm" c="dimmed">
          {t('auditLog.nothing')}
        </Text>
      ) : (
        <Code block style={{ maxHeight: 420, overflow: 'auto' }}>
          {JSON.stringify(value, null, 2)}
        </Code>
      )}
    </Stack>
  );
}

function ChangedFields({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('platform');
  const changes = changedLeaves(before, after);
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('auditLog.changedFields')}
      </Text>
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('auditLog.noDifference')}
        </Text>
      ) : (
        <Table withTableBorder verticalSpacing={4} aria-label={t('auditLog.changedFields')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('auditLog.field')}</Table.Th>
              <Table.Th>{t('auditLog.before')}</Table.Th>
              <Table.Th>{t('auditLog.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((change) => (
              <Table.Tr key={change.path}>
                <Table.Td ff="monospace" fz="sm">
                  {change.path}
                </Table.Td>
                <Table.Td ff="monospace" fz="sm" c="red.7" style={{ wordBreak: 'break-all' }}>
                  {compact(change.before)}
                </Table.Td>
                <Table.Td ff="monospace" fz="sm" c="teal.7" style={{ wordBreak: 'break-all' }}>
                  {compact(change.after)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

export function AuditEntryChanges({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation('platform');
  const both = entry.before !== null && entry.after !== null;
  return (
    <Stack py="xs">
      {both && <ChangedFields before={entry.before} after={entry.after} />}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Snapshot label={t('auditLog.before')} value={entry.before} />
        <Snapshot label={t('auditLog.after')} value={entry.after} />
      </SimpleGrid>
    </Stack>
  );
}
