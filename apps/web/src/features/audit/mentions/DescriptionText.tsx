/** A live mention's description cut at 100 characters with 'Show more' (spec 02 section 9). */
import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIVE_MENTION_DESCRIPTION_CHARS } from '@antena/contract';

export function DescriptionText({ text }: { text: string }) {
  const { t } = useTranslation('audit');
  const [open, setOpen] = useState(false);
  if (!text) return <>-</>;
  const long = text.length > LIVE_MENTION_DESCRIPTION_CHARS;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {open || !long ? text : `${text.slice(0, LIVE_MENTION_DESCRIPTION_CHARS).trimEnd()}…`}
      {long && (
        <>
          {' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setOpen(!open)} aria-expanded={open}>
            {t(open ? 'liveMentions.showLess' : 'liveMentions.showMore')}
          </Anchor>
        </>
      )}
    </Text>
  );
}
