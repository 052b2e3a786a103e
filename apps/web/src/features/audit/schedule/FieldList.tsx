/** A schedule's fields as a two-column table (names read as row headers by screen readers). */
import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

export function FieldList({ label, fields }: { label: string; fields: [string, ReactNode][] }) {
  return (
    <Table aria-label={label} variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {fields.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w={240} scope="row" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
