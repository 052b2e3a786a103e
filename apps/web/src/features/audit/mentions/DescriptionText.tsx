/** A live mention's description folded at 100 characters with 'Show more' (spec 02 section 9), as on the stream. */
import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { foldedDescription } from '../../live-mentions/live-mention-view';

export function DescriptionText({ text }: { text: string }) {
  const { t } = useTranslation('audit');
  const [open, setOpen] = useState(false);
  if (!text) return <>-</>;
  const folded = foldedDescription(text);
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {open || !folded.cut ? text : folded.text}
      {folded.cut && (
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
