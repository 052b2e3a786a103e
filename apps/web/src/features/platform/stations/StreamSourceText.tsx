/**
 * A station's source in a list (issue 31 point 12): a URL on one truncated line, or, for the demo
 * stations' `lavfi:` generated sources (docs/decisions.md "Generated sources"), 'Generated
 * source' with the generator's expression in a tooltip: the expression runs to a thousand
 * characters of ffmpeg filter syntax that says nothing in a table.
 */
import { Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const GENERATED = 'lavfi:';

export function StreamSourceText({ streamUrl }: { streamUrl: string }) {
  const { t } = useTranslation('platform');
  if (!streamUrl.startsWith(GENERATED)) {
    return (
      <Text size="sm" ff="monospace" truncate="end" maw={360} title={streamUrl}>
        {streamUrl}
      </Text>
    );
  }
  const expression = streamUrl.slice(GENERATED.length);
  return (
    <Tooltip label={expression} multiline maw={480} style={{ overflowWrap: 'anywhere' }} withArrow>
      <Text size="sm" tabIndex={0} aria-label={t('stations.generatedSourceOf', { expression })} td="underline dotted">
        {t('stations.generatedSource')}
      </Text>
    </Tooltip>
  );
}
