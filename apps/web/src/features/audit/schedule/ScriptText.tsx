/** A mention's script, cut at 50 characters with 'Show more' (spec 03 section 9: long text truncated with show-all). */
import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// spec 03 section 9: long text truncated to 50 characters.
export const SCRIPT_PREVIEW_CHARS = 50;

export function ScriptText({ text }: { text: string | null }) {
  const { t } = useTranslation('audit-schedules');
  const [open, setOpen] = useState(false);
  if (!text) return <>-</>;
  const long = text.length > SCRIPT_PREVIEW_CHARS;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {open || !long ? text : `${text.slice(0, SCRIPT_PREVIEW_CHARS).trimEnd()}…`}
      {long && (
        <>
          {' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setOpen(!open)} aria-expanded={open}>
            {t(open ? 'mentions.showLess' : 'mentions.showMore')}
          </Anchor>
        </>
      )}
    </Text>
  );
}
